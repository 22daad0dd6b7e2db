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

    @Test("A mark keeps its parts, and clamps a part beyond 32 bits instead of trapping")
    func parts() {
        var mark = Mark(line: 7, column: 3, offset: 120)
        #expect((mark.line, mark.column, mark.offset) == (7, 3, 120))
        mark.column += 2
        #expect(mark == Mark(line: 7, column: 5, offset: 120))
        #expect(mark != Mark(line: 7, column: 5, offset: 121))
        let huge = Mark(line: Int(UInt32.max) + 10, column: -4, offset: 1 << 40)
        #expect((huge.line, huge.column, huge.offset) == (Int(UInt32.max), 0, Int(UInt32.max)))
    }
}
