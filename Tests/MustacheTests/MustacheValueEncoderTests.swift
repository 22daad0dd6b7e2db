import Foundation
import Mustache
import Testing

/// The `Encodable` bridge the code generator passes its typed context through.
@Suite struct MustacheValueEncoderTests {
    enum Placement: String, Encodable {
        case topBarLeading, topBarTrailing
    }

    struct Item: Encodable {
        var id: String
        var placement: Placement
        var systemImage: String?
        var order: Int
        var weight: Double
        var enabled: Bool
    }

    struct Screen: Encodable {
        var name: String
        var items: [Item]
        var searchPrompt: String?
        var title: String?
        var tags: Set<String> = []
    }

    @Test func structsBecomeObjects() throws {
        let item = Item(id: "add", placement: .topBarTrailing, systemImage: nil, order: 85, weight: 1.21, enabled: true)
        let value = try MustacheValue(encoding: item)
        let expected: MustacheValue = [
            "id": "add", "placement": "topBarTrailing", "systemImage": nil, "order": 85, "weight": 1.21, "enabled": true,
        ]
        #expect(value == expected)
    }

    @Test func nestedValuesListsAndNilOptionals() throws {
        let item = Item(id: "x", placement: .topBarLeading, systemImage: "plus", order: 1, weight: 0.5, enabled: false)
        let screen = Screen(name: "home", items: [item], searchPrompt: nil, title: nil)
        let value = try MustacheValue(encoding: screen)
        #expect(value["items"] == [["id": "x", "placement": "topBarLeading", "systemImage": "plus", "order": 1, "weight": 0.5, "enabled": false]])
        // Present as null, not left out: `{{searchPrompt}}` must not fall through to an outer context.
        #expect(value["searchPrompt"] == .null)
        #expect(value["title"] == .null)
        #expect(value["tags"] == [])
    }

    @Test func renderedThroughATemplate() throws {
        let screen = Screen(
            name: "home",
            items: [Item(id: "add", placement: .topBarTrailing, systemImage: nil, order: 2, weight: 1.5, enabled: true)],
            searchPrompt: nil, title: nil)
        let template = try MustacheTemplate(
            source: "{{name}}:{{#items}} {{id}}@{{placement}}#{{order}}/{{weight}}{{^systemImage}} no-image{{/systemImage}}{{/items}}")
        #expect(try template.render(MustacheValue(encoding: screen)) == "home: add@topBarTrailing#2/1.5 no-image")
    }

    @Test func scalarsOfEveryWidth() throws {
        #expect(try MustacheValue(encoding: Int8(-8)) == .int(-8))
        #expect(try MustacheValue(encoding: UInt16(16)) == .int(16))
        #expect(try MustacheValue(encoding: Int64.min) == .int(Int(Int64.min)))
        #expect(try MustacheValue(encoding: UInt64.max) == .double(Double(UInt64.max)))
        #expect(try MustacheValue(encoding: Float(1.21)) == .double(1.21))
        #expect(try MustacheValue(encoding: 2.5) == .double(2.5))
        #expect(try MustacheValue(encoding: true) == .bool(true))
        #expect(try MustacheValue(encoding: "text") == .string("text"))
        #expect(try MustacheValue(encoding: String?.none) == .null)
        #expect(try MustacheValue(encoding: [1, 2]) == [1, 2])
        #expect(try MustacheValue(encoding: [[1], []]) == [[1], []])
    }

    @Test func foundationTypesReadAsTemplateAuthorsExpect() throws {
        #expect(try MustacheValue(encoding: URL(string: "cities://city/Paris")!) == "cities://city/Paris")
        #expect(try MustacheValue(encoding: Decimal(string: "1.25")!) == .double(1.25))
    }

    @Test func dictionariesBecomeObjects() throws {
        let value = try MustacheValue(encoding: ["b": 2, "c": 3, "a": 1])
        #expect(value == ["a": 1, "b": 2, "c": 3])
    }

    @Test func enumsWithAssociatedValuesBecomeObjects() throws {
        enum Command: Encodable {
            case selectTab(String)
            case popToRoot
        }
        let value = try MustacheValue(encoding: [Command.selectTab("home"), .popToRoot])
        #expect(value == [["selectTab": ["_0": "home"]], ["popToRoot": [:]]])
    }

    @Test func classInheritanceUsesSuperEncoders() throws {
        class Base: Encodable {
            var id = "base"
        }
        final class Derived: Base {
            var extra = 1
            enum CodingKeys: String, CodingKey { case extra }
            override func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(extra, forKey: .extra)
                try super.encode(to: container.superEncoder())
            }
        }
        #expect(try MustacheValue(encoding: Derived()) == ["extra": 1, "super": ["id": "base"]])
    }

    @Test func mustacheValuesPassThrough() throws {
        struct Wrapper: Encodable {
            var value: MustacheValue
        }
        let inner: MustacheValue = ["z": 1, "a": [true, nil]]
        #expect(try MustacheValue(encoding: Wrapper(value: inner)) == ["value": inner])
    }

    @Test func encodingErrorsBecomeMustacheErrors() {
        struct Refusing: Encodable {
            func encode(to encoder: any Encoder) throws {
                throw EncodingError.invalidValue(
                    self, EncodingError.Context(codingPath: [], debugDescription: "cannot encode this"))
            }
        }
        struct Holder: Encodable {
            var list: [Refusing]
        }
        do {
            _ = try MustacheValue(encoding: Holder(list: [Refusing()]))
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .unsupportedEncoding)
            #expect(error.message == "cannot encode the value at '.': cannot encode this")
        }
    }

    @Test func encodesBackToJSON() throws {
        let value: MustacheValue = ["b": [1, 2.5, "x", true, nil], "a": [:]]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(value), as: UTF8.self)
        #expect(json == #"{"a":{},"b":[1,2.5,"x",true,null]}"#)
        #expect(try MustacheValue(json: json) == value)
    }
}
