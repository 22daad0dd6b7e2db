import ScreenSpec
import Testing

/// `params` written as a list of `name: Type` items: said to be a mapping, with a fix-it when
/// every item is one pair on a line of its own (or the list is a flow list on one line).
struct ParamsListTests {
    static func errors(_ text: String) -> [Diagnostic] {
        LoadRecoveryTests.diagnostics(["app.yaml": text]).filter { $0.severity == .error }
    }

    static func spec(_ params: String) -> String {
        """
        app:
          name: Shop
          root: Home
        screens:
          Home:
            links:
              - push: TaskDetail
          TaskDetail:
        \(params)
        """
    }

    @Test("'- name: Type' items, at either indentation, and a flow list: a note and a fix-it that give a clean spec",
          arguments: [
              ("    params:\n      - taskID: Int\n      - highlight: Bool?", ["" , ""], "    params:\n      taskID: Int\n      highlight: Bool?"),
              ("    params:\n    - taskID: Int\n    - highlight: Bool?", [" ", " "], "    params:\n      taskID: Int\n      highlight: Bool?"),
              ("    params: [taskID: Int, highlight: \"Bool?\"]", ["{", "}"], "    params: {taskID: Int, highlight: \"Bool?\"}"),
          ])
    func listWithFixIt(params: String, replacements: [String], fixed: String) {
        let text = Self.spec(params)
        let errors = Self.errors(text)
        #expect(errors.map(\.id) == ["spec.type_mismatch"], "\(errors)")
        #expect(errors.first?.message == "expected a mapping for 'params', found a sequence: params are a mapping "
            + "of name to type (their order is kept)")
        #expect(errors.first?.notes.count == 1)
        #expect(errors.first?.fixIts.map(\.replacement) == replacements)
        let applied = BareActionWordTests.applying(errors, to: text)
        #expect(applied.hasSuffix(fixed), "\(applied)")
        #expect(LoadRecoveryTests.diagnostics(["app.yaml": applied]).isEmpty, "\(applied)")
    }

    @Test("an item of two pairs, or a name given twice: the note, and no fix-it")
    func noFixItWhenUncertain() {
        for params in ["    params:\n      - taskID: Int\n        highlight: Bool", "    params:\n      - a: Int\n      - a: Int"] {
            let errors = Self.errors(Self.spec(params))
            #expect(errors.first?.notes.map(\.message) == ["write each param as 'name: Type' under 'params', without the '- '"])
            #expect(errors.first?.fixIts.isEmpty == true, "\(errors)")
        }
    }
}
