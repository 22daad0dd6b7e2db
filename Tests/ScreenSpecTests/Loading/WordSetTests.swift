import Testing
@testable import ScreenSpec

/// The loader's word sets, made from the ordered lists, answer as the public sets do.
@Suite struct WordSetTests {
    @Test func wordSetsAgreeWithTheSets() {
        let others = ["", "Home", "view", "Views", "int", "Int8", "selfie", "Type2", "é", "Éclair", "K", "class "]
        for word in Array(Identifier.reservedNames) + others {
            #expect(Identifier.reservedSet.contains(word) == Identifier.reservedNames.contains(word), "\(word)")
            #expect(Identifier.keywordSet.contains(word) == Identifier.swiftKeywords.contains(word), "\(word)")
        }
        #expect(Identifier.reservedNames == Set(Identifier.swiftKeywordList + Identifier.reservedTypeNameList))
    }

    @Test func aRepeatedWordIsKeptOnce() {
        let words = Identifier.WordSet(["in", "in", "out"])
        #expect(words.contains("in") && words.contains("out") && !words.contains("on"))
    }
}
