import Testing
import YAMLSource

/// Marks print as `line:column` and order by line, then column.
@Suite struct MarkTests {
    @Test("A mark prints as line:column")
    func description() {
        #expect(Mark(line: 3, column: 14, offset: 40).description == "3:14")
    }

    @Test("Marks order by line first, then column")
    func ordering() {
        #expect(Mark(line: 1, column: 9) < Mark(line: 2, column: 1))
        #expect(Mark(line: 2, column: 1) < Mark(line: 2, column: 2))
        #expect(!(Mark(line: 2, column: 2) < Mark(line: 2, column: 2)))
    }
}
