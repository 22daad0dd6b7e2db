import Foundation
import Testing
import YAMLSource

/// Runs every case of the YAML test suite (github.com/yaml/yaml-test-suite, `data` branch), read
/// from the shared checkout next to the project, never copied into it: no case may crash or hang,
/// the accept/reject verdict must be libyaml's, and accepted cases must read as their `in.json`.
@Suite struct YAMLTestSuiteTests {
    /// `<project>/../shared/conformance/yaml-test-suite`, found from this file (symlinks resolved),
    /// or `YAML_TEST_SUITE_DIR` when set.
    static let suiteDirectory: URL = {
        if let override = ProcessInfo.processInfo.environment["YAML_TEST_SUITE_DIR"] {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        return URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent()  // Tests/YAMLSourceTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // project root
            .deletingLastPathComponent()  // its parent
            .appendingPathComponent("shared/conformance/yaml-test-suite", isDirectory: true)
    }()

    static let isAvailable = FileManager.default.fileExists(atPath: suiteDirectory.path)

    /// Case ids, sorted: a folder holding `in.yaml` (`229Q`), or one of its numbered sub-folders
    /// (`DK95/00`). The `name` and `tags` folders are indexes, not cases.
    static let caseIDs: [String] = {
        let manager = FileManager.default
        func isCase(_ id: String) -> Bool {
            manager.fileExists(atPath: suiteDirectory.appendingPathComponent("\(id)/in.yaml").path)
        }
        var ids: [String] = []
        for folder in ((try? manager.contentsOfDirectory(atPath: suiteDirectory.path)) ?? []).sorted() {
            if isCase(folder) {
                ids.append(folder)
            } else {
                let path = suiteDirectory.appendingPathComponent(folder).path
                let subfolders = (try? manager.contentsOfDirectory(atPath: path)) ?? []
                ids += subfolders.sorted().map { "\(folder)/\($0)" }.filter(isCase)
            }
        }
        return ids
    }()

    /// Cases where libyaml 0.2.5's parser, the event API this layer reads, gives the opposite verdict
    /// from the suite (libyaml implements YAML 1.1; the suite is YAML 1.2). Found with PyYAML's C
    /// binding, `list(yaml.parse(data, Loader=yaml.CLoader))`, which runs the same libyaml. Our result
    /// must have problems exactly when libyaml rejects, so these are expected to differ from the suite.
    static let libyamlDisagrees: [String: String] = {
        var reasons: [String: String] = [:]
        func add(_ reason: String, _ ids: [String]) {
            for id in ids { reasons[id] = reason }
        }
        // Valid YAML 1.2 that libyaml rejects.
        add("libyaml rejects an empty implicit key (`: value`) in a block mapping",
            ["2JQS", "6M2F", "M2N8/00", "NHX8", "NKF9", "S3PD", "SM9W/01", "UKK6/00"])
        add("libyaml rejects YAML 1.2 flow forms: empty keys, `:` on the line after a key or right after a"
            + " quoted key, keys over several lines, `:` inside or at the start of a plain scalar",
            ["4ABK", "4MUZ/00", "4MUZ/01", "4MUZ/02", "58MP", "5MUD", "5T43", "9SA2", "CFD4", "DBG4", "FRK4",
             "HM87/00", "K3WX", "NJ66", "UT92", "VJP3/01"])
        add("libyaml rejects a tab used as separation before a node or flow collection",
            ["6BCT", "6CA3", "A2M4", "DK95/00", "DK95/03", "DK95/04", "Q5MG", "Y79Y/010"])
        add("libyaml rejects a tab at the start of block scalar content",
            ["96NN/00", "96NN/01", "R4YG", "Y79Y/001"])
        add("libyaml rejects reserved directives, which YAML 1.2 says to ignore",
            ["2LFX", "6LVF", "MUS6/05", "MUS6/06"])
        add("libyaml rejects `%YAML 1.3` instead of reading it as 1.2 with a warning", ["BEC7"])
        add("libyaml rejects a bare document (no `---`) after `...`, and `...` with no document before it",
            ["7Z25", "HWV9", "M7A3", "QT73"])
        add("libyaml rejects a top-level block scalar whose content is not indented (`--- >` then `line1`)",
            ["DK3J", "FP8R", "W4TN"])
        add("libyaml allows only alphanumerics, `-` and `_` in anchor names",
            ["2SXE", "8XYN", "W5VH"])
        // Invalid YAML that libyaml accepts.
        add("libyaml accepts a flow collection or quoted scalar continued less indented than its key",
            ["9C9N", "QB6E", "Y79Y/003"])
        add("libyaml accepts a comment with no white space before its `#`",
            ["9JBA", "CVW2", "MUS6/00", "SU5Z", "X4QW"])
        add("libyaml accepts a directive after a document that was not ended with `...`",
            ["9HCY", "EB22", "MUS6/01", "RHX7"])
        add("libyaml accepts a tab as indentation of a quoted scalar's continuation line", ["DK95/01"])
        add("libyaml accepts a lone `-` as a plain scalar in a flow sequence", ["G5U8", "YJV2"])
        add("libyaml accepts leading empty lines more indented than a block scalar's first content line",
            ["S98Z"])
        return reasons
    }()

    /// Valid cases that libyaml accepts but reads wrongly (its own events differ from the suite's
    /// `test.event`; checked with PyYAML's C binding), so the tree cannot equal `in.json`.
    static let treeExceptions: [String: String] = [
        "652Z": "libyaml reads `?foo` in a flow mapping as the explicit-key indicator and key `foo`",
        "HM87/01": "libyaml reads `[?x]` as a sequence holding the mapping `{x: null}`, not the scalar `?x`",
        "JEF9/02": "libyaml drops the trailing line of spaces of a kept (`|+`) block scalar at the end of the stream",
        "L24T/01": "libyaml drops the final line break of a block scalar whose last line is spaces with no newline",
        "Y2GN": "libyaml ends the anchor `&an:chor` at the colon: anchor `an`, value `:chor value`",
    ]

    @Test(
        "The suite is there and has its cases",
        .enabled(if: isAvailable, "YAML test suite not found at \(suiteDirectory.path); conformance skipped"))
    func suiteIsPresent() {
        #expect(Self.caseIDs.count > 300, "only \(Self.caseIDs.count) cases found")
        for id in ["229Q", "2JQS", "DK95/00", "Y79Y/010"] {
            #expect(Self.caseIDs.contains(id), "case \(id) is missing")
        }
        for id in Self.libyamlDisagrees.keys.sorted() + Self.treeExceptions.keys.sorted() {
            #expect(Self.caseIDs.contains(id), "listed case \(id) is not in the suite")
        }
    }

    @Test(
        "Every case: libyaml's verdict, and the node tree equals in.json",
        .enabled(if: isAvailable, "YAML test suite not found at \(suiteDirectory.path); conformance skipped"))
    func everyCase() throws {
        var accepted = 0
        var rejected = 0
        var treeEqual = 0
        var verdictExceptions = 0
        var treeExceptionsSeen: Set<String> = []
        for id in Self.caseIDs {
            let folder = Self.suiteDirectory.appendingPathComponent(id, isDirectory: true)
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent("in.yaml")))
            let title = (try? String(contentsOf: folder.appendingPathComponent("==="), encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            let name = "\(id) (\(title))"
            let suiteRejects = FileManager.default.fileExists(atPath: folder.appendingPathComponent("error").path)
            let libyamlRejects = suiteRejects != (Self.libyamlDisagrees[id] != nil)
            if Self.libyamlDisagrees[id] != nil { verdictExceptions += 1 }

            let stream = YAMLParser.parse(bytes)
            let weReject = !stream.problems.isEmpty
            let theirs = libyamlRejects ? "rejects" : "accepts"
            let ours = weReject ? "reject" : "accept"
            let firstProblem = stream.problems.first.map { ": \($0.id) at \($0.mark): \($0.message)" } ?? ""
            #expect(weReject == libyamlRejects, "\(name): libyaml \(theirs) it, we \(ours) it\(firstProblem)")
            for problem in stream.problems {
                #expect(problem.mark.line >= 1 && problem.mark.column >= 1, "\(name): \(problem.message) has no mark")
            }
            if weReject {
                rejected += 1
                continue
            }
            accepted += 1

            let jsonFile = folder.appendingPathComponent("in.json")
            guard libyamlRejects == suiteRejects,
                let jsonText = try? String(contentsOf: jsonFile, encoding: .utf8)
            else { continue }
            let expected = try JSONValue.parseAll(jsonText)
            let actual: [JSONValue]
            do {
                actual = try stream.documents.map(CoreSchema.json)
            } catch {
                #expect(Self.treeExceptions[id] != nil, "\(name): \(error)")
                if Self.treeExceptions[id] != nil { treeExceptionsSeen.insert(id) }
                continue
            }
            if let reason = Self.treeExceptions[id] {
                treeExceptionsSeen.insert(id)
                #expect(actual != expected, "\(name) is listed as an exception (\(reason)) but its tree is equal")
            } else if actual == expected {
                treeEqual += 1
            } else {
                Issue.record("\(name): tree differs from in.json\n  expected: \(expected)\n  actual:   \(actual)")
            }
        }
        for id in Set(Self.treeExceptions.keys).subtracting(treeExceptionsSeen).sorted() {
            Issue.record("\(id) is listed as a tree exception but its tree was never compared")
        }
        print(
            "YAML test suite: \(Self.caseIDs.count) cases, \(accepted) accepted, \(rejected) rejected,"
                + " \(treeEqual) trees equal to in.json; exceptions: \(verdictExceptions) libyaml verdicts,"
                + " \(treeExceptionsSeen.count) trees")
    }
}
