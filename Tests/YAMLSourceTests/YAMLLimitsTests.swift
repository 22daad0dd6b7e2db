import Testing
import YAMLSource

/// The limits: hostile input ends in `yaml.limit`, never in a crash, a hang or
/// exhausted memory, and every limit can be changed.
@Suite struct YAMLLimitsTests {
    @Test("The defaults are the documented ones")
    func defaults() {
        #expect(YAMLLimits.default.maxNodes == 1_000_000)
        #expect(YAMLLimits.default.maxDepth == 256)
        #expect(YAMLLimits.default.maxBytes == 64 * 1024 * 1024)
        #expect(YAMLLimits() == .default)
    }

    /// Nine levels of nine aliases each: 9^9 scalars once expanded.
    static let billionLaughs = """
        a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]
        b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
        c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
        d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
        e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
        f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
        g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]
        h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]
        i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h]
        """

    @Test("Billion laughs stops at the alias that passes a million nodes")
    func billionLaughs() throws {
        // Nodes before line 7: the root, 6 keys and a..f (10, 91, 820, 7381, 66430, 597871) = 672610;
        // key g and its sequence make 672612, and the first *f adds 597871 more.
        let stream = YAMLParser.parse(Self.billionLaughs)
        #expect(stream.documents.isEmpty)
        let problem = try #require(stream.problems.first)
        #expect(stream.problems.count == 1)
        #expect(problem.id == "yaml.limit")
        #expect(problem.message == "more than 1000000 nodes after alias expansion")
        #expect(problem.mark.description == "7:8")
    }

    @Test("The node limit can be lowered")
    func customNodeLimit() throws {
        let limits = YAMLLimits(maxNodes: 5)
        _ = try document("[1, 2, 3, 4]", limits: limits)  // the sequence and four scalars
        let problem = try onlyProblem("[1, 2, 3, 4, 5]", limits: limits)
        #expect(problem.id == "yaml.limit")
        #expect(problem.message == "more than 5 nodes after alias expansion")
        #expect(problem.mark.description == "1:14")
        // An alias counts every node it stands for.
        let alias = try onlyProblem("- &a [x, y]\n- *a\n", limits: YAMLLimits(maxNodes: 6))
        #expect(alias.id == "yaml.limit")
        #expect(alias.mark.description == "2:3")
    }

    @Test("A file of 1,000,001 nodes is over the default node limit")
    func millionNodes() async throws {
        // A sequence of a million scalars: the last one is node 1,000,001.
        let text = String(repeating: "- 0\n", count: 1_000_000)
        let problems = try await OwnThread.run { YAMLParser.parse(text).problems }
        try #require(problems.count == 1, "expected one problem, got \(problems)")
        let problem = problems[0]
        #expect(problem.id == "yaml.limit")
        #expect(problem.mark.description == "1000000:3")
    }

    @Test("10,000 nested flow sequences stop at depth 257")
    func deepFlowNesting() throws {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let problem = try onlyProblem(text)
        #expect(problem.id == "yaml.limit")
        #expect(problem.message == "nesting is deeper than the limit of 256")
        #expect(problem.mark.description == "1:257")
    }

    @Test("256 levels of nesting are allowed")
    func deepestAllowed() throws {
        var node = try document(String(repeating: "[", count: 256) + String(repeating: "]", count: 256))
        var depth = 1
        while let inner = node.sequence?.first {
            node = inner
            depth += 1
        }
        #expect(depth == 256)
    }

    @Test("10,000 nested block sequences stop at depth 257")
    func deepBlockNesting() throws {
        let text = String(repeating: "- ", count: 10_000) + "x\n"
        let problem = try onlyProblem(text)
        #expect(problem.id == "yaml.limit")
        #expect(problem.mark.description == "1:513")
    }

    @Test("The depth limit can be lowered")
    func customDepthLimit() throws {
        let limits = YAMLLimits(maxDepth: 2)
        _ = try document("a: {b: c}", limits: limits)
        let problem = try onlyProblem("a: {b: [c]}", limits: limits)
        #expect(problem.id == "yaml.limit")
        #expect(problem.message == "nesting is deeper than the limit of 2")
        #expect(problem.mark.description == "1:8")
    }

    @Test("A file over 64 MiB is yaml.limit before it is read")
    func defaultByteLimit() throws {
        let bytes = [UInt8](repeating: 0xFF, count: 64 * 1024 * 1024 + 1)  // not even UTF-8: never looked at
        let problem = try onlyProblem(bytes)
        #expect(problem.id == "yaml.limit")
        #expect(problem.message == "file is 67108865 bytes, more than the limit of 67108864")
        #expect(problem.mark.description == "1:1")
    }

    @Test("The byte limit can be lowered")
    func customByteLimit() throws {
        let limits = YAMLLimits(maxBytes: 10)
        _ = try document("a: 1234567", limits: limits)
        let problem = try onlyProblem("a: 12345678", limits: limits)
        #expect(problem.id == "yaml.limit")
        #expect(problem.message == "file is 11 bytes, more than the limit of 10")
    }
}
