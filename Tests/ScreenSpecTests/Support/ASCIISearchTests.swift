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

    @Test func misspelledBuiltins() {
        #expect(MisspelledParamTypeRule.builtin(misspelledAs: "String") == nil)
        #expect(MisspelledParamTypeRule.builtin(misspelledAs: "Strng") == "String")
        #expect(MisspelledParamTypeRule.builtin(misspelledAs: "Uuid") == "UUID")
        #expect(MisspelledParamTypeRule.builtin(misspelledAs: "integer") == "Int")
        #expect(MisspelledParamTypeRule.builtin(misspelledAs: "Bol") == "Bool")
        #expect(MisspelledParamTypeRule.builtin(misspelledAs: "Doubel") == "Double")
        #expect(MisspelledParamTypeRule.builtin(misspelledAs: "Store") == nil)
        #expect(MisspelledParamTypeRule.builtin(misspelledAs: "Strng.ID") == nil)
        #expect(MisspelledParamTypeRule.builtin(misspelledAs: "[Strng]") == nil)
        #expect(MisspelledParamTypeRule.builtin(misspelledAs: "BenchEntry") == nil)
        // A standard type in another case is itself, never a builtin near it; one as near both is neither.
        #expect(["Uint", "UINT", "Uint8", "Uint64", "CgFloat", "INT64", "float"].map { MisspelledParamTypeRule.builtin(misspelledAs: $0) }
                == ["UInt", "UInt", "UInt8", "UInt64", "CGFloat", "Int64", "Float"])
        #expect(MisspelledParamTypeRule.builtin(misspelledAs: "Uint6") == nil)
        #expect(MisspelledParamTypeRule.builtin(misspelledAs: "Int6") == nil)
        #expect(MisspelledParamTypeRule.builtin(misspelledAs: "Dat") == nil)
        // A letter where a standard type has a digit is no tie: `Intt` is `Int`, not `Int8`.
        #expect(["Intt", "Inte", "Intr", "Dte"].map { MisspelledParamTypeRule.builtin(misspelledAs: $0) } == ["Int", "Int", "Int", "Date"])
    }
}
