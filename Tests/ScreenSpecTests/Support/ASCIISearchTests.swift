import Foundation
import Testing
@testable import ScreenSpec

/// The byte-level searches answer as the Foundation calls they stand in for.
@Suite struct ASCIISearchTests {
    static let texts = [
        "", "*", "*/", "a*/b", "a* /b", "/*", "end*", "*/start", "**//", "a->b", "-", "->", "-->", ">-",
        "Car.ID", ".", "Car", "50% off", "%", "%%", "é*/", "*/é", "e\u{301}->", "->\u{338}", ".\u{301}",
        "%\u{301}", "日本.語", "\u{1F600}*/",
    ]

    @Test(arguments: texts)
    func containsAnswersAsFoundation(_ text: String) {
        for needle in ["*/", "->", ".", "%", "*", "/*"] {
            #expect(text.containsASCII(needle) == (text.range(of: needle) != nil), "'\(text)' holds '\(needle)'")
        }
    }

    @Test func emptyAndNonASCIINeedlesGoToFoundation() {
        #expect(!"abc".containsASCII(""))
        #expect("café".containsASCII("é"))
        #expect(!"cafe".containsASCII("é"))
    }

    @Test(arguments: [
        "", " ", "\t", "Car", " Car", "Car ", "\tCar\t", "  Car.ID  ", "\u{00A0}Car", "Car\u{3000}", "é", " é ",
        "\nCar", "Car\n", "a b",
    ])
    func trimmingAnswersAsFoundation(_ text: String) {
        #expect(text.trimmingASCIIWhitespaceEnds() == text.trimmingCharacters(in: .whitespaces))
    }

    @Test func intendedTypes() {
        #expect(MisspelledParamTypeRule.intendedType(for: "String") == nil)
        #expect(MisspelledParamTypeRule.intendedType(for: "Strng") == "String")
        #expect(MisspelledParamTypeRule.intendedType(for: "Uuid") == "UUID")
        #expect(MisspelledParamTypeRule.intendedType(for: "integer") == "Int")
        #expect(MisspelledParamTypeRule.intendedType(for: "Bol") == "Bool")
        #expect(MisspelledParamTypeRule.intendedType(for: "Doubel") == "Double")
        #expect(MisspelledParamTypeRule.intendedType(for: "Store") == nil)
        #expect(MisspelledParamTypeRule.intendedType(for: "Strng.ID") == nil)
        #expect(MisspelledParamTypeRule.intendedType(for: "[Strng]") == nil)
        #expect(MisspelledParamTypeRule.intendedType(for: "BenchEntry") == nil)
        // A standard type in another case is itself, never a builtin near it; one as near both is neither.
        #expect(["Uint", "UINT", "Uint8", "Uint64", "CgFloat", "INT64", "float"].map { MisspelledParamTypeRule.intendedType(for: $0) }
                == ["UInt", "UInt", "UInt8", "UInt64", "CGFloat", "Int64", "Float"])
        #expect(MisspelledParamTypeRule.intendedType(for: "Uint6") == nil)
        #expect(MisspelledParamTypeRule.intendedType(for: "Int6") == nil)
        #expect(MisspelledParamTypeRule.intendedType(for: "Dat") == nil)
        // A letter where a standard type has a digit is no tie: `Intt` is `Int`, not `Int8`.
        #expect(["Intt", "Inte", "Intr", "Dte"].map { MisspelledParamTypeRule.intendedType(for: $0) } == ["Int", "Int", "Int", "Date"])
    }
}
