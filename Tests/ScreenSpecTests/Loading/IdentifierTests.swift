import ScreenSpec
import Testing

@Suite struct IdentifierTests {
    @Test(arguments: [("CityDetail", "cityDetail"), ("URLPreview", "urlPreview"), ("URL", "url"), ("Home", "home"),
                      ("home", "home"), ("ID", "id"), ("A", "a"), ("URL2Go", "url2Go"), ("IOSSettings", "iosSettings"),
                      ("URLList", "urlList"), ("HTTPSServer", "httpsServer"), ("", ""),
                      // A leading acronym's plural is lowered with it: `s` ends a word.
                      ("DMsOnMain", "dmsOnMain"), ("URLsList", "urlsList"), ("DMs", "dms"), ("IDs2", "ids2"),
                      // An `s` that starts a word is not a plural; a single capital is no acronym.
                      ("OSsettings", "oSsettings"), ("AsOf", "asOf"), ("Ds", "ds")])
    func lowerCamel(text: String, expected: String) {
        #expect(Identifier.lowerCamel(text) == expected)
    }

    @Test(arguments: [("home", "Home"), ("cityDetail", "CityDetail"), ("Home", "Home"), ("x", "X"), ("", "")])
    func upperCamel(text: String, expected: String) {
        #expect(Identifier.upperCamel(text) == expected)
    }

    @Test func urlPreviewAndUrlPreviewCollideAsDocumented() {
        #expect(Identifier.lowerCamel("URLPreview") == Identifier.lowerCamel("UrlPreview"))
    }

    /// A plural acronym meets the id written in plain camel case, as `URLPreview` meets `UrlPreview`.
    @Test func pluralAcronymMeetsItsCamelCaseSpelling() {
        #expect(Identifier.lowerCamel("DMsOnMain") == Identifier.lowerCamel("DmsOnMain"))
        #expect(Identifier.lowerCamel("URLsList") != Identifier.lowerCamel("URLList"))
    }

    @Test func wellFormedIdsAreASCIILettersAndDigits() {
        #expect(Identifier.isWellFormed("home2", casing: .lower))
        #expect(Identifier.isWellFormed("CityDetail", casing: .upper))
        #expect(!Identifier.isWellFormed("CityDetail", casing: .lower))
        #expect(!Identifier.isWellFormed("home", casing: .upper))
        for bad in ["", "my-tab", "my_tab", "2fast", "café", "a b", "_x"] {
            #expect(!Identifier.isWellFormed(bad, casing: .lower), "\(bad)")
        }
    }

    @Test func reservedNamesAreNotValid() {
        for name in ["View", "Tab", "String", "Int", "Self", "Type", "UUID", "NavigationStack"] {
            #expect(!Identifier.isValid(name, casing: .upper), "\(name)")
        }
        for name in ["default", "in", "for", "self", "init", "case", "true", "nil", "some", "any"] {
            #expect(!Identifier.isValid(name, casing: .lower), "\(name)")
        }
        // Starting with a reserved word is fine.
        #expect(Identifier.isValid("ColorDetail", casing: .upper))
        #expect(Identifier.isValid("TextNote", casing: .upper))
        #expect(Identifier.isValid("inbox", casing: .lower))
        #expect(Identifier.reservedNames.isSuperset(of: Identifier.swiftKeywords))
    }

    @Test(arguments: [("my-tab", Identifier.Casing.lower, "myTab"), ("city detail", .upper, "CityDetail"),
                      ("URL-preview", .lower, "urlPreview"), ("2fast", .upper, "Fast"), ("my_tab_2", .lower, "myTab2"),
                      ("Home", .lower, "home"), ("Café", .upper, "Cafe"), ("Übersicht", .upper, "Ubersicht"),
                      ("Lög", .upper, "Log")])
    func camelCasedMakesAnIdFromText(text: String, casing: Identifier.Casing, expected: String) {
        #expect(Identifier.camelCased(text, casing: casing) == expected)
    }

    @Test func camelCasedGivesUpWithoutLetters() {
        #expect(Identifier.camelCased("42", casing: .lower) == nil)
        #expect(Identifier.camelCased("--", casing: .upper) == nil)
        #expect(Identifier.camelCased("", casing: .upper) == nil)
    }
}
