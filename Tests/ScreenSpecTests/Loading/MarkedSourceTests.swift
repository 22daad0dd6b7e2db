import ScreenSpec
import Testing

@Suite struct MarkedSourceTests {
    @Test func markersAreRemovedAndTheirPositionsKept() {
        let marked = MarkedSource("""
            screens:
              ↓Home:
                title: ↓Wel↓come
            """)
        #expect(marked.text == "screens:\n  Home:\n    title: Welcome")
        #expect(marked.markers.map(\.line) == [2, 3, 3])
        #expect(marked.markers.map(\.column) == [3, 12, 15])
    }

    @Test func columnsCountUnicodeScalars() {
        let marked = MarkedSource("title: Zürich ↓é\n↓")
        #expect(marked.markers.map(\.line) == [1, 2])
        #expect(marked.markers.map(\.column) == [15, 1])
    }

    @Test func adjacentMarkersShareALocation() {
        let marked = MarkedSource("↓↓a")
        #expect(marked.text == "a")
        #expect(marked.markers.count == 2)
        #expect(marked.markers.allSatisfy { $0.line == 1 && $0.column == 1 })
    }

    @Test func anotherMarkerCanBeChosen() {
        let marked = MarkedSource("a: ^b ↓", marker: "^")
        #expect(marked.text == "a: b ↓")
        #expect(marked.markers.map(\.column) == [4])
    }

    @Test func textWithoutMarkersIsUnchanged() {
        let marked = MarkedSource("plain\ntext\n")
        #expect(marked.text == "plain\ntext\n")
        #expect(marked.markers.isEmpty)
    }
}
