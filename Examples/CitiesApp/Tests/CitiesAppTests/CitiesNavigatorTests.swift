import Foundation
import Testing
@testable import CitiesApp

// Drives the navigator the build plugin generated from Sources/CitiesApp/Specs: what taps on
// tabs, toolbar items, deep links and app code do to the navigation state. No SwiftUI needed:
// the state is the navigator's, the views only bind to it.

@MainActor @Suite struct TabTests {
    @Test("the first tab is selected and every stack starts at its root")
    func startsAtRoots() {
        let navigator = CitiesNavigator()
        #expect(navigator.selectedTab == .home)
        #expect(navigator.homePath.isEmpty && navigator.citiesPath.isEmpty && navigator.settingsPath.isEmpty)
        #expect(navigator.sheet == nil)
        #expect(CitiesTab.allCases == [.home, .cities, .settings])
        #expect(CitiesTab.cities.title == "Cities" && CitiesTab.cities.systemImage == "building.2.fill")
    }

    @Test("tapping the selected tab pops its stack to the root")
    func reselectPopsToRoot() {
        let navigator = CitiesNavigator(selectedTab: .cities)
        #expect(navigator.push(.cityDetail(name: "Paris")))
        #expect(navigator.citiesPath == [.cityDetail(name: "Paris", zoom: 10)])
        navigator.select(.cities)
        #expect(navigator.citiesPath.isEmpty)
        #expect(navigator.selectedTab == .cities)
    }

    @Test("tapping another tab keeps every path; coming back shows where the user was")
    func switchingTabsKeepsPaths() {
        let navigator = CitiesNavigator()
        navigator.push(.cityDetail(name: "Lisbon"))
        navigator.select(.settings)
        navigator.push(.profile)
        navigator.select(.home)
        #expect(navigator.selectedTab == .home)
        #expect(navigator.homePath == [.cityDetail(name: "Lisbon")])
        #expect(navigator.settingsPath == [.profile])
    }

    @Test("the tab view's binding goes through select, so a re-tap pops to root")
    func tabSelectionBinding() {
        let navigator = CitiesNavigator()
        navigator.push(.about)
        navigator.tabSelection = .home
        #expect(navigator.homePath.isEmpty)
    }
}

@MainActor @Suite struct StackTests {
    @Test("push goes onto the selected stack only if that stack can show the screen")
    func pushChecksTheStack() {
        let navigator = CitiesNavigator(selectedTab: .settings)
        #expect(navigator.push(.about))
        #expect(!navigator.push(.cityDetail(name: "Paris")))  // Settings cannot show a city
        #expect(navigator.settingsPath == [.about])
    }

    @Test("pop and popToRoot act on the current stack")
    func popping() {
        let navigator = CitiesNavigator()
        navigator.push(.cityDetail(name: "Paris"))
        navigator.push(.about)
        navigator.pop()
        #expect(navigator.homePath == [.cityDetail(name: "Paris")])
        navigator.pop(5)
        #expect(navigator.homePath.isEmpty)
        navigator.push(.about)
        navigator.popToRoot()
        #expect(navigator.homePath.isEmpty)
    }

    @Test("open shows a destination alone on the selected tab's stack when it can")
    func openOnSelectedTab() {
        let navigator = CitiesNavigator(selectedTab: .cities)
        navigator.push(.cityDetail(name: "Oslo"))
        #expect(navigator.open(.cityDetail(name: "Paris", zoom: 3)))
        #expect(navigator.selectedTab == .cities)
        #expect(navigator.citiesPath == [.cityDetail(name: "Paris", zoom: 3)])
    }

    @Test("open switches to the first tab that can show the destination")
    func openFindsATab() {
        let navigator = CitiesNavigator(selectedTab: .cities)
        #expect(navigator.open(.profile))
        #expect(navigator.selectedTab == .settings)
        #expect(navigator.settingsPath == [.profile])
    }

    @Test("open in a named tab selects it")
    func openInTab() {
        let navigator = CitiesNavigator()
        #expect(navigator.open(.about, in: .settings))
        #expect(navigator.selectedTab == .settings)
        #expect(navigator.settingsPath == [.about])
        #expect(!navigator.open(.profile, in: .cities))
        #expect(navigator.selectedTab == .settings)
    }
}

@MainActor @Suite struct ToolbarTests {
    @Test("the shared toolbar's items are the spec's, in order")
    func items() {
        let main = CitiesToolbar.main.items
        #expect(main.map(\.id) == ["logo", "profile"])
        #expect(main.map(\.placement) == ["topBarLeading", "topBarTrailing"])
        #expect(main[0].command == .popToRoot(.home))
        #expect(main[1].command == .open(.profile, in: .settings))
    }

    @Test("the logo pops Home to its root from any tab")
    func logo() throws {
        let navigator = CitiesNavigator()
        navigator.push(.about)
        navigator.select(.cities)
        navigator.perform(try #require(CitiesToolbar.main.items[0].command))
        #expect(navigator.selectedTab == .home)
        #expect(navigator.homePath.isEmpty)
    }

    @Test("the profile button opens Profile in Settings")
    func profile() throws {
        let navigator = CitiesNavigator()
        navigator.perform(try #require(CitiesToolbar.main.items[1].command))
        #expect(navigator.selectedTab == .settings)
        #expect(navigator.settingsPath == [.profile])
    }

    @Test("custom actions reach the app's handler")
    func customActions() {
        let model = CitiesModel()
        model.navigator.open(.cityDetail(name: "Tokyo"))
        // From app code the origin is the screen on top of the current stack…
        model.navigator.perform(.custom(.toggleFavorite))
        #expect(model.favorites == ["Tokyo"])
        // …and from the toolbar of a screen, that screen.
        model.navigator.perform(.custom(.toggleFavorite), from: .cityDetail(name: "Tokyo", zoom: 10))
        #expect(model.favorites.isEmpty)
    }
}

@MainActor @Suite struct SheetTests {
    @Test("the Add City sheet has its own stack, which pushes go onto")
    func sheetStack() {
        let navigator = CitiesNavigator(selectedTab: .cities)
        navigator.present(.addCity)
        #expect(navigator.sheet == .addCity)
        #expect(navigator.push(.cityPreview(name: "Rome")))
        #expect(navigator.addCityPath == [.cityPreview(name: "Rome")])
        #expect(navigator.citiesPath.isEmpty)
        navigator.popToRoot()
        #expect(navigator.addCityPath.isEmpty && navigator.sheet == .addCity)
        navigator.dismiss()
        #expect(navigator.sheet == nil)
    }

    @Test("the sheet's Add button saves the city and dismisses the sheet")
    func saveCity() throws {
        let model = CitiesModel()
        model.navigator.present(.addCity)
        model.cityToAdd = "Rome"
        let add = try #require(CitiesToolbar.compose.items.first { $0.id == "add" }?.command)
        model.navigator.perform(add)
        #expect(model.addedCities == ["Rome"])
        #expect(model.navigator.sheet == nil)
    }

    @Test("switching tabs dismisses the sheet")
    func tabDismisses() {
        let navigator = CitiesNavigator(selectedTab: .cities)
        navigator.present(.addCity)
        navigator.select(.home)
        #expect(navigator.sheet == nil)
    }
}

@MainActor @Suite struct DeepLinkTests {
    @Test("a city link opens the city on the selected tab, the zoom read from the query")
    func cityLink() throws {
        let navigator = CitiesNavigator()
        #expect(navigator.handle(try #require(URL(string: "cities://city/Paris?zoom=12"))))
        #expect(navigator.selectedTab == .home)
        #expect(navigator.homePath == [.cityDetail(name: "Paris", zoom: 12)])
    }

    @Test("a link the selected tab cannot show goes to the first tab that can")
    func profileLink() throws {
        let navigator = CitiesNavigator(selectedTab: .cities)
        #expect(navigator.handle(try #require(URL(string: "cities://profile"))))
        #expect(navigator.selectedTab == .settings)
        #expect(navigator.settingsPath == [.profile])
    }

    @Test("links that do not match change nothing", arguments: [
        "cities://town/Paris", "cities://city", "cities://city/Paris?zoom=big", "other://city/Paris",
    ])
    func nonMatching(text: String) throws {
        let navigator = CitiesNavigator(selectedTab: .cities)
        navigator.push(.cityDetail(name: "Oslo"))
        let before = navigator.state
        #expect(!navigator.handle(try #require(URL(string: text))))
        #expect(navigator.state == before)
    }

    @Test("url(for:) is the inverse of handle, percent-encoding included", arguments: [
        CitiesDestination.cityDetail(name: "Paris"), .cityDetail(name: "São Paulo", zoom: 4),
        .cityDetail(name: "a/b?c&d"), .profile,
    ])
    func roundTrip(destination: CitiesDestination) throws {
        let url = try #require(CitiesNavigator.url(for: destination))
        #expect(url.scheme == "cities")
        let navigator = CitiesNavigator()
        #expect(navigator.handle(url))
        #expect(navigator.state.homePath.map(\.destination) + navigator.state.settingsPath.map(\.destination)
            == [destination])
    }

    @Test("the default zoom is left out of the link")
    func defaultOmitted() {
        #expect(CitiesNavigator.url(for: .cityDetail(name: "Paris"))?.absoluteString == "cities://city/Paris")
        #expect(CitiesNavigator.url(for: .cityDetail(name: "Paris", zoom: 3))?.absoluteString
            == "cities://city/Paris?zoom=3")
        #expect(CitiesNavigator.url(for: .about) == nil)
    }
}

@MainActor @Suite struct StateTests {
    @Test("the navigation state survives a JSON round trip, for state restoration")
    func codableRoundTrip() throws {
        let navigator = CitiesNavigator()
        navigator.push(.cityDetail(name: "Paris", zoom: 7))
        navigator.select(.cities)
        navigator.present(.addCity)
        navigator.push(.cityPreview(name: "Rome"))
        let data = try JSONEncoder().encode(navigator.state)

        let restored = CitiesNavigator()
        restored.state = try JSONDecoder().decode(CitiesNavigationState.self, from: data)
        #expect(restored.state == navigator.state)
        #expect(restored.selectedTab == .cities)
        #expect(restored.homePath == [.cityDetail(name: "Paris", zoom: 7)])
        #expect(restored.sheet == .addCity)
        #expect(restored.addCityPath == [.cityPreview(name: "Rome")])
    }
}
