import ScreenSpec
import Testing

@Suite struct DidYouMeanTests {
    @Test(arguments: [
        ("titel", "title"), ("Title", "title"), ("TITLE", "title"), ("tittle", "title"),
        ("CityDetial", "CityDetail"), ("topbarleading", "topBarLeading"), ("lables", "label"),
    ])
    func suggestsTheClosestCandidate(text: String, expected: String) {
        let candidates = ["title", "label", "CityDetail", "topBarLeading", "topBarTrailing", "tabs"]
        #expect(DidYouMean.closest(to: text, in: candidates) == expected)
    }

    @Test(arguments: ["x", "color", "completelyDifferent", ""])
    func suggestsNothingWhenNothingIsClose(text: String) {
        #expect(DidYouMean.closest(to: text, in: ["id", "title", "label"]) == nil)
    }

    @Test func theThresholdGrowsWithTheLength() {
        // Three edits: too many for a 6-letter word, fine for an 18-letter one.
        #expect(DidYouMean.closest(to: "abcxyz", in: ["abcdef"]) == nil)
        #expect(DidYouMean.closest(to: "navigationBarDrxyz", in: ["navigationBarDrawer"]) == "navigationBarDrawer")
    }

    @Test func tiesGoToTheEarlierCandidate() {
        #expect(DidYouMean.closest(to: "cat", in: ["bat", "hat"]) == "bat")
        #expect(DidYouMean.closest(to: "cat", in: ["hat", "bat"]) == "hat")
        // A case-only difference beats an edit, wherever it stands.
        #expect(DidYouMean.closest(to: "Hat", in: ["bat", "hat"]) == "hat")
    }

    @Test func swappingTwoAdjacentLettersIsOneEdit() {
        // Levenshtein counts a swap as two edits, a tie with 'Home' that the earlier candidate won.
        #expect(DidYouMean.closest(to: "Itme", in: ["Home", "Item"]) == "Item")
        #expect(DidYouMean.closest(to: "roel", in: ["root", "role"]) == "role")
    }

    @Test func anExactMatchIsNotACorrection() {
        #expect(DidYouMean.closest(to: "title", in: ["title"]) == nil)
        #expect(DidYouMean.closest(to: "title", in: ["title", "titles"]) == "titles")
    }

    @Test func distancesCountUnicodeScalars() {
        #expect(DidYouMean.closest(to: "Café", in: ["Cafe"]) == "Cafe")
        #expect(DidYouMean.closest(to: "Zürich", in: ["Zurich", "Munich"]) == "Zurich")
    }
}
