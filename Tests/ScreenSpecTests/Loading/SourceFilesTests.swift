import ScreenSpec
import Testing

@Suite struct SourceFilesTests {
    @Test func linesAreOneBasedWithoutTheirBreaks() {
        let files = SourceFiles([SourceFile(path: "a.yaml", text: "one\r\ntwo\n\nfour")])
        #expect(files.line(1, in: "a.yaml") == "one")
        #expect(files.line(2, in: "a.yaml") == "two")
        #expect(files.line(3, in: "a.yaml") == "")
        #expect(files.line(4, in: "a.yaml") == "four")
        #expect(files.line(5, in: "a.yaml") == nil)
        #expect(files.line(0, in: "a.yaml") == nil)
        #expect(files.line(1, in: "b.yaml") == nil)
        #expect(files.lineCount(in: "a.yaml") == 4)
    }

    @Test func aFinalLineBreakStartsNoLine() {
        let files = SourceFiles([SourceFile(path: "a.yaml", text: "one\n")])
        #expect(files.lineCount(in: "a.yaml") == 1)
        #expect(files.text(of: "a.yaml") == "one\n")
    }

    @Test func pathsKeepTheirOrderAndTheFirstOfARepeat() {
        let files = SourceFiles([SourceFile(path: "b", text: "1"), SourceFile(path: "a", text: "2"),
                                 SourceFile(path: "b", text: "3")])
        #expect(files.paths == ["b", "a"])
        #expect(files.text(of: "b") == "1")
    }

    @Test func invalidUTF8IsShownWithReplacementCharacters() {
        let files = SourceFiles([SourceFile(path: "a", bytes: [0x61, 0xE9, 0x62])])
        #expect(files.line(1, in: "a") == "a\u{FFFD}b")
    }

    @Test func theLoaderKeepsEveryFileItRead() throws {
        let outcome = loadSources([(path: "b.yaml", text: "screens:\n  B: {}\n"),
                                   (path: "a.yaml", text: "app:\n  name: Demo\n  root: B\n")])
        let sources = try #require(outcome.loaded?.sources)
        #expect(sources.paths == ["a.yaml", "b.yaml"])
        #expect(sources.line(2, in: "b.yaml") == "  B: {}")
    }
}
