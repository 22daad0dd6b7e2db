import Testing
import YAMLSource

/// The single document of `text`, failing the test when the stream has problems or holds another
/// number of documents; most tests are about one clean document.
func document(_ text: String, limits: YAMLLimits = .default, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> Node
{
    let stream = YAMLParser.parse(text, limits: limits)
    #expect(stream.problems.isEmpty, "unexpected problems: \(stream.problems)", sourceLocation: sourceLocation)
    try #require(stream.documents.count == 1, "expected one document, got \(stream.documents.count)",
                 sourceLocation: sourceLocation)
    return stream.documents[0]
}

/// The only problem of `bytes`, failing the test when there is not exactly one.
func onlyProblem(_ bytes: [UInt8], limits: YAMLLimits = .default, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> YAMLProblem
{
    let problems = YAMLParser.parse(bytes, limits: limits).problems
    try #require(problems.count == 1, "expected one problem, got \(problems)", sourceLocation: sourceLocation)
    return problems[0]
}

/// The only problem of `text`.
func onlyProblem(_ text: String, limits: YAMLLimits = .default, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> YAMLProblem
{
    try onlyProblem(Array(text.utf8), limits: limits, sourceLocation: sourceLocation)
}

extension Node {
    /// The keys of a mapping as text, in order (`?` for a non-scalar key).
    var keys: [String] { (mapping ?? []).map { $0.key.scalar?.value ?? "?" } }

    /// The scalar text, or nil.
    var text: String? { scalar?.value }

    /// `start-end` as `line:column-line:column`, to compare ranges in one expectation.
    var range: String { "\(start)-\(end)" }
}
