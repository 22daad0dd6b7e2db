import ScreenSpec
import Testing

/// A list param's default: the empty list, `[]`, as for any Swift collection; anything else is
/// `spec.type_mismatch` at the default.
@Suite struct ListDefaultTests {
    static let app = """
        app:
          name: Demo
          root: Home

        """

    @Test("default: [] is a list param's default, written '[]'")
    func emptyListIsTheDefault() throws {
        let spec = try #require(loadClean(Self.app + """
            screens:
              Home:
                params:
                  tags: { type: "[String]", default: [] }
                  ids: { type: "[Int]?", default: [] }
                  photos: { type: "[Photo]", default: [] }
                  names: "[String]?"
            """))
        let params = try #require(spec.screens.first?.params)
        #expect(params.map { $0.defaultValue?.value } == ["[]", "[]", "[]", nil])
        #expect(params.map(\.isRequired) == [false, false, false, false])
    }

    @Test("a list of items or a scalar as a list's default is a type mismatch at the default")
    func otherDefaultsAreMismatches() throws {
        let outcome = expectLoaderDiagnostics(Self.app + """
            screens:
              Home:
                params:
                  tags: { type: "[String]", default: ↓[a, b] }
                  ids: { type: "[Int]", default: ↓3 }
                  names: { type: "[String]", default: ↓[a] }
            """, "spec.type_mismatch")
        let messages = outcome.diagnostics.sorted { $0.location < $1.location }.map(\.message)
        #expect(messages == [
            "a '[String]' param's default can only be the empty list, '[]'; found a list of 2 items",
            "a '[Int]' param's default can only be the empty list, '[]'; found '3'",
            "a '[String]' param's default can only be the empty list, '[]'; found a list of 1 item",
        ])
    }
}
