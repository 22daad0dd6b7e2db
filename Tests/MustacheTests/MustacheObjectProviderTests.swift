import Testing
@testable import Mustache

/// Objects backed by a ``MustacheObjectProvider`` render, compare and iterate exactly like the
/// stored objects with the same entries.
@Suite("objects from providers")
struct MustacheObjectProviderTests {
    /// A city with a list of sights, answering lookups by switching over the key.
    struct City: MustacheObjectProvider {
        var name: String
        var population: Int
        var capital: Bool
        var sights: [Sight]
        var mayor: String?

        var mustacheKeys: [String] { ["name", "population", "capital", "sights", "mayor"] }

        func mustacheValue(forKey key: String) -> MustacheValue? {
            switch key {
            case "name": .string(name)
            case "population": .int(population)
            case "capital": .bool(capital)
            case "sights": .array(sights.map(MustacheValue.init(provider:)))
            case "mayor": mayor.map(MustacheValue.string) ?? .null
            default: nil
            }
        }

        /// The same city as a stored value.
        var stored: MustacheValue {
            ["name": .string(name), "population": .int(population), "capital": .bool(capital),
             "sights": .array(sights.map(\.stored)), "mayor": mayor.map(MustacheValue.string) ?? .null]
        }
    }

    struct Sight: MustacheObjectProvider {
        var title: String
        var mustacheKeys: [String] { ["title"] }
        func mustacheValue(forKey key: String) -> MustacheValue? { key == "title" ? .string(title) : nil }
        var stored: MustacheValue { ["title": .string(title)] }
    }

    static let cities = [
        City(name: "Paris", population: 2_100_000, capital: true, sights: [Sight(title: "Louvre"), Sight(title: "<Tour>")],
             mayor: "A"),
        City(name: "Lyon", population: 520_000, capital: false, sights: [], mayor: nil),
    ]

    static let template = """
        {{#cities}}
        {{name}} ({{population}}){{#capital}}, capital{{/capital}}{{^mayor}}, no mayor{{/mayor}}
        {{#sights}}
        - {{title}} in {{name}} of {{country}}
        {{/sights}}
        {{^sights}}
        no sights
        {{/sights}}
        {{/cities}}
        {{missing}}{{cities.0.name}}
        """

    @Test("renders exactly like the stored value, including lookups that fall through to outer contexts")
    func rendersLikeStored() throws {
        let template = try MustacheTemplate(source: Self.template)
        let provided: MustacheValue = ["country": "France", "cities": .array(Self.cities.map(MustacheValue.init(provider:)))]
        let stored: MustacheValue = ["country": "France", "cities": .array(Self.cities.map(\.stored))]
        let text = try template.render(provided)
        #expect(text == (try template.render(stored)))
        #expect(text.contains("- &lt;Tour&gt; in Paris of France\n"))
        #expect(text.contains("Lyon (520000), no mayor\nno sights\n"))
    }

    @Test("equals, hashes and iterates like the stored value")
    func equalsStored() {
        let city = Self.cities[0]
        let provided = MustacheValue(provider: city)
        #expect(provided == city.stored)
        #expect(provided.hashValue == city.stored.hashValue)
        #expect(provided != Self.cities[1].stored)
        guard case .object(let object) = provided else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys == ["name", "population", "capital", "sights", "mayor"])
        #expect(object.count == 5)
        #expect(object.map(\.key) == object.keys)
        #expect(object["population"] == .int(2_100_000))
        #expect(object["nope"] == nil)
    }

    @Test("changing a provided object copies its entries first")
    func mutationCopies() {
        var object = MustacheObject(provider: Self.cities[1])
        object["population"] = .int(1)
        object["river"] = "Rhône"
        object["mayor"] = nil
        #expect(object.keys == ["name", "population", "capital", "sights", "river"])
        #expect(object["population"] == .int(1))
        #expect(object["name"] == "Lyon")
    }

    /// Counts how often each key is built.
    final class Counting: MustacheObjectProvider, @unchecked Sendable {
        var builds: [String: Int] = [:]
        var mustacheKeys: [String] { ["name", "missing"] }
        func mustacheValue(forKey key: String) -> MustacheValue? {
            builds[key, default: 0] += 1
            return key == "name" ? "Paris" : nil
        }
    }

    @Test("a memoizing provider builds each key once, misses included, and answers like the provider it wraps")
    func memoizes() throws {
        let counting = Counting()
        let memo = MustacheMemoizingProvider(counting)
        let template = try MustacheTemplate(source: "{{name}} {{name}}{{#missing}}x{{/missing}}{{missing}}|{{#list}}{{name}}{{/list}}")
        let text = try template.render(["list": [1, 2, 3], "root": .null, "inner": MustacheValue(provider: memo)])
        #expect(text == " |")  // the memo is not on the stack here: nothing resolves
        let rendered = try template.render(MustacheValue(provider: memo))
        #expect(rendered == (try template.render(MustacheValue(provider: Counting()))))
        #expect(rendered == "Paris Paris|")
        #expect(counting.builds == ["name": 1, "missing": 1, "list": 1])
        #expect(memo.mustacheKeys == ["name", "missing"])
    }

    @Test("a memoizing provider answers the values it is given without asking for them again, and builds the others once")
    func buildsNamedKeysUpFront() throws {
        let counting = Counting()
        let memo = MustacheMemoizingProvider(
            counting, built: counting.mustacheKeys.map { (key: $0, value: counting.mustacheValue(forKey: $0)) })
        #expect(counting.builds == ["name": 1, "missing": 1])
        let template = try MustacheTemplate(source: "{{name}} {{name}}{{#missing}}x{{/missing}}|{{#list}}{{name}}{{/list}}{{list}}")
        #expect(try template.render(MustacheValue(provider: memo)) == "Paris Paris|")
        #expect(counting.builds == ["name": 1, "missing": 1, "list": 1])

        // Values built elsewhere are taken as they are, the provider never asked for them.
        let given = Counting()
        let prebuilt = MustacheMemoizingProvider(given, built: [(key: "name", value: "Lyon"), (key: "missing", value: nil)])
        #expect(try template.render(MustacheValue(provider: prebuilt)) == "Lyon Lyon|")
        #expect(given.builds == ["list": 1])
    }
}

@Suite("key numbers")
struct MustacheKeyTests {
    @Test("equal names get equal numbers, different names different ones, whatever the thread")
    func numbering() async {
        let names = (0..<200).map { "key\($0 % 50)" }
        let ids = await withTaskGroup(of: (String, Int).self) { group in
            for name in names {
                group.addTask { (name, MustacheKey(name).id) }
            }
            var ids: [String: Set<Int>] = [:]
            for await (name, id) in group {
                ids[name, default: []].insert(id)
            }
            return ids
        }
        #expect(ids.count == 50)
        #expect(ids.values.allSatisfy { $0.count == 1 }, "one number per name")
        #expect(Set(ids.values.compactMap(\.first)).count == 50, "a number per name")
        #expect(MustacheKey("key1") == MustacheKey("key1"))
        #expect(MustacheKey.count >= 50)
    }

    @Test("stored and provided objects answer lookups by key like lookups by name")
    func lookupByKey() {
        let stored: MustacheObject = ["a": 1, "b": "x"]
        #expect(stored[MustacheKey("a")] == .int(1))
        #expect(stored[MustacheKey("b")] == "x")
        #expect(stored[MustacheKey("nope")] == nil)
        let provided = MustacheObject(provider: MustacheObjectProviderTests.cities[0])
        #expect(provided[MustacheKey("name")] == "Paris")
        #expect(provided[MustacheKey("sights")] == provided["sights"])
    }

    /// The city again, answering by position in a key table.
    struct TabledCity: MustachePositionalProvider {
        var city: MustacheObjectProviderTests.City
        static let mustacheKeyTable = MustacheKeyTable(["name", "population", "capital", "sights", "mayor"])

        func mustacheValue(at position: Int) -> MustacheValue {
            switch position {
            case 0: .string(city.name)
            case 1: .int(city.population)
            case 2: .bool(city.capital)
            case 3: .array(city.sights.map(MustacheValue.init(provider:)))
            case 4: city.mayor.map(MustacheValue.string) ?? .null
            default: .null
            }
        }
    }

    @Test("a provider answering by position finds keys by name and by number, and renders as stored")
    func positionalProvider() throws {
        typealias Sight = MustacheObjectProviderTests.Sight
        let city = MustacheObjectProviderTests.City(name: "Paris", population: 2_100_000, capital: true,
                                                    sights: [Sight(title: "Louvre"), Sight(title: "Orsay")], mayor: nil)
        let tabled = TabledCity(city: city)
        #expect(tabled.mustacheKeys == city.mustacheKeys)
        #expect(tabled.mustacheValue(forKey: "population") == .int(2_100_000))
        #expect(tabled.mustacheValue(forKey: MustacheKey("name")) == .string("Paris"))
        #expect(tabled.mustacheValue(forKey: "country") == nil)
        #expect(tabled.mustacheValue(forKey: MustacheKey("a key no table holds")) == nil)
        #expect(MustacheValue(provider: tabled) == city.stored)
        let template = try MustacheTemplate(source: "{{name}}: {{#sights}}{{title}} {{/sights}}{{^mayor}}no mayor{{/mayor}}")
        #expect(try template.render(MustacheValue(provider: tabled)) == "Paris: Louvre Orsay no mayor")
    }
}
