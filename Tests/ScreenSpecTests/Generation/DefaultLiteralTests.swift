// The Swift literals of param defaults (`SwiftSyntax.defaultLiteral`): written as Swift takes them.

import Testing
@testable import ScreenSpec

@Suite struct DefaultLiteralTests {
    /// The generated literal of a number default is spelled as its own type rounds it: a `Float`
    /// default that underflows or has more digits than a Float holds is the Float it becomes, so
    /// Swift takes it without a warning (`'1e-50' underflows … during conversion to 'Float'`).
    @Test func floatDefaultLiteralsAreTheFloatTheyRoundTo() {
        func literal(_ type: String, _ text: String) -> String? {
            let here = ScreenSpec.SourceLocation(file: "spec.yaml", line: 1, column: 1)
            return SwiftSyntax.defaultLiteral(of: ParamSpec(name: Located("p", at: here), type: Located(ParamType(name: type), at: here),
                                                            defaultValue: Located(text, at: here), location: here))
        }
        #expect(literal("Float", "1e-50") == "0.0")
        #expect(literal("Float", "16777217") == "16777216.0")
        #expect(literal("Float", "0.1") == "0.1")
        #expect(literal("CGFloat", "2") == "2.0")
        #expect(literal("Double", "1e-50") == "1e-50")
        #expect(literal("Int8", "+007") == "7")
    }
}
