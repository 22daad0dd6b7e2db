import Foundation
import ScreenSpec
import Testing

/// The generated routes and navigator of each example, compiled with swiftc and run with a
/// `main.swift` that exercises the behaviour the generated API promises. Each program prints `ok`, or the
/// lines of its failed checks.
@Suite(.enabled(if: SwiftToolchain.isAvailable, "no swiftc found"))
struct NavigatorBehaviourTests {
    /// Compiles the example's generated files with `main` and expects every check to pass.
    func expectPasses(_ app: String, _ main: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
        guard let context = GenerationFixtures.context(app) else { return }
        let run = try await GenerationFixtures.run(context, main: main + "\nfinish()\n")
        #expect(run.status == 0 && run.stdout.hasSuffix("ok\n"), "\(run)", sourceLocation: sourceLocation)
    }

    @Test func cities() async throws {
        try await expectPasses("Cities", """
            // Re-tapping a tab pops only that tab; switching tabs keeps paths.
            let navigator = CitiesNavigator()
            check(navigator.selectedTab == .home)
            check(navigator.push(.cityDetail(name: "Paris")))
            navigator.select(.cities)
            check(navigator.push(.cityDetail(name: "Rome", zoom: 3)))
            navigator.select(.home)
            check(navigator.homePath == [.cityDetail(name: "Paris", zoom: 10)])
            navigator.select(.home)
            check(navigator.homePath.isEmpty, "re-tap pops to root")
            check(navigator.citiesPath == [.cityDetail(name: "Rome", zoom: 3)], "other tabs keep their path")
            navigator.tabSelection = .cities
            check(navigator.selectedTab == .cities && navigator.citiesPath.count == 1)
            navigator.tabSelection = .cities
            check(navigator.citiesPath.isEmpty, "binding the selection re-taps too")

            // The toolbar's profile button opens Profile in Settings from any tab.
            let profile = CitiesToolbar.main.items.first { $0.id == "profile" }!
            // Off iOS (Linux, the Mac) the data names the Mac's form of topBarTrailing, as the glue does.
            check(profile.placement == "primaryAction" && profile.systemImage == "person.circle")
            check(profile.command == .open(.profile, in: .settings))
            for tab in CitiesTab.allCases {
                let navigator = CitiesNavigator(selectedTab: tab)
                navigator.perform(profile.command!)
                check(navigator.selectedTab == .settings, "from \\(tab)")
                check(navigator.settingsPath == [.profile], "from \\(tab)")
            }
            // The logo pops Home to its root and selects it.
            let logo = CitiesToolbar.main.items.first { $0.id == "logo" }!
            let fromCities = CitiesNavigator(selectedTab: .cities)
            fromCities.homePath = [.about, .cityDetail(name: "Oslo")]
            fromCities.perform(logo.command!)
            check(fromCities.selectedTab == .home && fromCities.homePath.isEmpty)
            check(CitiesScreen.cityDetail.toolbars == [.main, .detail])
            check(CitiesScreen.cityList.searchPrompt == "Search a city" && CitiesScreen.cityList.isSearchable)
            check(CitiesScreen.home.titleDisplayMode == .large && CitiesScreen.cityDetail.title == "{name}")

            // push returns false when the current stack cannot show the destination.
            let settings = CitiesNavigator(selectedTab: .settings)
            check(!settings.push(.cityDetail(name: "Paris")))
            check(settings.state == CitiesNavigationState(selectedTab: .settings), "nothing changed")
            check(settings.push(.about) && settings.settingsPath == [.about])

            // open without a tab: the selected tab if it can, else the first that can.
            let opener = CitiesNavigator(selectedTab: .settings)
            check(opener.open(.about))
            check(opener.selectedTab == .settings && opener.settingsPath == [.about])
            opener.select(.cities)
            check(opener.open(.about))
            check(opener.selectedTab == .home && opener.homePath == [.about], "first tab that can")
            check(opener.open(.cityDetail(name: "Lima"), in: .favorites))
            check(opener.selectedTab == .favorites && opener.favoritesPath == [.cityDetail(name: "Lima")])
            let before = opener.state
            check(!opener.open(.profile, in: .cities), "an explicit tab that cannot show it")
            check(!opener.open(.cityPreview(name: "x")), "only a modal's stack shows it")
            check(opener.state == before)

            // Modals: presenting starts the modal's own stack; push and pop act on it.
            let modal = CitiesNavigator()
            modal.addCityPath = [.cityPreview(name: "stale")]
            modal.present(.addCity)
            check(modal.sheet == .addCity && modal.addCityPath.isEmpty)
            check(modal.push(.cityPreview(name: "Nice")))
            check(!modal.push(.cityDetail(name: "Nice")), "the sheet's stack cannot show it")
            check(modal.addCityPath == [.cityPreview(name: "Nice")] && modal.homePath.isEmpty)
            modal.pop()
            check(modal.addCityPath.isEmpty)
            modal.pop(5)
            modal.dismiss()
            check(modal.sheet == nil)
            modal.present(.cityMap(name: "Bern"))
            check(modal.push(.cityDetail(name: "Bern")), "under a modal without a stack: the tab's")
            check(modal.homePath == [.cityDetail(name: "Bern")])
            check(CitiesSheet.cityMap(name: "Bern").screen.presentation == .fullScreenCover)
            check(CitiesSheet.addCity.id == .addCity)

            // perform, for every kind of command.
            var actions: [CitiesAction] = []
            let performer = CitiesNavigator()
            performer.onAction = { action, _ in actions.append(action) }
            performer.perform(.push(.about))
            check(performer.homePath == [.about])
            performer.perform(.selectTab(.settings))
            performer.perform(.push(.profile))
            performer.perform(.selectTab(.home))
            check(performer.selectedTab == .home && performer.homePath == [.about], "selectTab keeps the path")
            performer.perform(.selectTab(.home))
            check(performer.homePath == [.about], "selectTab is not a re-tap")
            performer.perform(.popToRoot(nil))
            check(performer.homePath.isEmpty && performer.settingsPath == [.profile])
            performer.perform(.popToRoot(.settings))
            check(performer.selectedTab == .settings && performer.settingsPath.isEmpty)
            performer.perform(.open(.cityDetail(name: "Kyiv")))  // the tab left out: nil
            check(performer.selectedTab == .home && performer.homePath == [.cityDetail(name: "Kyiv")])
            performer.perform(.present(.addCity))
            performer.perform(.push(.cityPreview(name: "Graz")))
            check(performer.addCityPath == [.cityPreview(name: "Graz")])
            performer.perform(.popToRoot())
            check(performer.addCityPath.isEmpty && performer.homePath.count == 1, "bare popToRoot in a modal")
            performer.perform(.pop)
            check(performer.homePath.count == 1, "pop in the modal's empty stack")
            performer.perform(.dismiss)
            check(performer.sheet == nil)
            performer.perform(.pop)
            check(performer.homePath.isEmpty)
            performer.perform(.custom(.toggleFavorite))
            performer.perform(.custom(.saveCity))
            check(actions == [.toggleFavorite, .saveCity])
            performer.perform(.present(.addCity))
            performer.perform(.open(.profile, in: .settings))
            check(performer.sheet == nil && performer.settingsPath == [.profile], "open dismisses the modal")

            // Deep links: url(for:) and handle(_:) are inverses, percent-encoding included.
            check(CitiesNavigator.url(for: .cityDetail(name: "Paris"))?.absoluteString == "cities://city/Paris")
            check(CitiesNavigator.url(for: .cityDetail(name: "Paris", zoom: 12))?.absoluteString == "cities://city/Paris?zoom=12")
            check(CitiesNavigator.url(for: .cityDetail(name: "a b/c"))?.absoluteString == "cities://city/a%20b%2Fc")
            check(CitiesNavigator.url(for: .profile)?.absoluteString == "cities://profile")
            check(CitiesNavigator.url(for: .about) == nil && CitiesNavigator.url(for: .cityDetail(name: "")) == nil)
            let destinations: [CitiesDestination] = [
                .cityDetail(name: "Paris"), .cityDetail(name: "São Paulo", zoom: 12), .cityDetail(name: "東京"),
                .cityDetail(name: "a/b?c&d=e#f+g %"), .cityDetail(name: "-1", zoom: -1), .profile,
            ]
            for destination in destinations {
                guard let url = CitiesNavigator.url(for: destination) else {
                    check(false, "no URL for \\(destination)")
                    continue
                }
                check(CitiesNavigator.destination(for: url) == destination, "\\(url) gives back \\(destination)")
                let viaLink = CitiesNavigator(selectedTab: .favorites)
                let viaOpen = CitiesNavigator(selectedTab: .favorites)
                check(viaLink.handle(url))
                viaOpen.open(destination)
                check(viaLink.state == viaOpen.state, "\\(url)")
            }
            let linked = CitiesNavigator(selectedTab: .cities)
            check(linked.handle(URL(string: "cities://city/Paris?zoom=12")!))
            check(linked.selectedTab == .cities && linked.citiesPath == [.cityDetail(name: "Paris", zoom: 12)])
            check(linked.handle(URL(string: "CITIES://City/Oslo/?other=1&zoom=2&zoom=3")!))
            check(linked.citiesPath == [.cityDetail(name: "Oslo", zoom: 2)], "case, trailing slash, first item wins")
            check(linked.handle(URL(string: "cities://profile")!))
            check(linked.selectedTab == .settings && linked.settingsPath == [.profile])

            // Malformed and unknown URLs return false and change nothing.
            let untouched = CitiesNavigator(selectedTab: .favorites)
            untouched.favoritesPath = [.cityDetail(name: "Rome")]
            untouched.present(.addCity)
            untouched.push(.cityPreview(name: "x"))
            let snapshot = untouched.state
            for text in [
                "cities://city/Paris?zoom=ten", "cities://city/Paris?zoom=", "cities://city", "cities://city/Paris/map",
                "cities://town/Paris", "other://city/Paris", "cities://city//Paris", "cities://city/%FF",
                "cities:city/Paris", "https://example.com/city/Paris", "cities://profile/extra",
                "cities://city/..", "cities://city/.", "cities://city/%2E%2E",
            ] {
                check(!untouched.handle(URL(string: text)!), text)
                check(untouched.state == snapshot, "\\(text) changed the state")
            }

            // A dot-segment, which URL resolution removes, is no link to write either.
            check(CitiesNavigator.url(for: .cityDetail(name: "..")) == nil && CitiesNavigator.url(for: .cityDetail(name: ".")) == nil)
            check(CitiesNavigator.url(for: .cityDetail(name: "...")) != nil)

            // The state round-trips through JSON.
            let restored = CitiesNavigator()
            let encoded = try! JSONEncoder().encode(snapshot)
            restored.state = try! JSONDecoder().decode(CitiesNavigationState.self, from: encoded)
            check(restored.state == snapshot)
            check(restored.selectedTab == .favorites && restored.sheet == .addCity)
            check(restored.addCityPath == [.cityPreview(name: "x")])
            // A state saved before a tab or a modal's stack was added decodes with that stack at its root;
            // one without the selected tab or the modals does not.
            let older = #"{"selectedTab":"favorites","homePath":[],"citiesPath":[],"presented":[]}"#
            let decoded = try? JSONDecoder().decode(CitiesNavigationState.self, from: Data(older.utf8))
            check(decoded == CitiesNavigationState(selectedTab: .favorites), "\\(String(describing: decoded))")
            for missing in [#"{"presented":[]}"#, #"{"selectedTab":"home"}"#] {
                check((try? JSONDecoder().decode(CitiesNavigationState.self, from: Data(missing.utf8))) == nil, missing)
            }
            check(HomeRoute(.profile) == nil && SettingsRoute(.profile) == .profile)
            check(HomeRoute.cityDetail(name: "x").destination == .cityDetail(name: "x"))
            """)
    }

    @Test func files() async throws {
        try await expectPasses("Files", """
            // The gear opens Settings in Home, from every tab.
            let gear = FilesToolbar.common.items.first { $0.id == "settings" }!
            check(gear.command == .open(.settings, in: .home))
            for tab in FilesTab.allCases {
                let navigator = FilesNavigator(selectedTab: tab)
                navigator.recentsPath = [.documentPreview(name: "a")]
                navigator.perform(gear.command!)
                check(navigator.selectedTab == .home && navigator.homePath == [.settings], "from \\(tab)")
                check(navigator.recentsPath == [.documentPreview(name: "a")], "from \\(tab)")
            }
            // Recents and Shared share DocumentRoute: the union of their destinations.
            let navigator = FilesNavigator(selectedTab: .recents)
            check(navigator.push(.collaborators(name: "Team")))
            check(navigator.recentsPath == [.collaborators(name: "Team")])
            navigator.select(.browse)
            check(navigator.push(.folder(name: "Docs")) && navigator.push(.folder(name: "Sub")))
            check(!navigator.push(.collaborators(name: "x")))
            navigator.select(.browse)
            check(navigator.browsePath.isEmpty && navigator.recentsPath.count == 1)
            check(navigator.push(.documentPreview(name: "b", page: 3)))
            check(navigator.browsePath == [.documentPreview(name: "b", page: 3)])
            var actions: [FilesAction] = []
            navigator.onAction = { action, _ in actions.append(action) }
            for item in FilesToolbar.common.items where item.id != "settings" {
                navigator.perform(item.command!)
            }
            check(actions == [.goBack, .goForward, .newFolder, .sortByName])
            let encoded = try! JSONEncoder().encode(navigator.state)
            check(try! JSONDecoder().decode(FilesNavigationState.self, from: encoded) == navigator.state)
            check(FilesScreen.recents.searchPlacement == .toolbar && FilesScreen.browse.searchPrompt == "Search files")
            """)
    }

    @Test func foodTruck() async throws {
        try await expectPasses("FoodTruck", """
            // A split view drives the same tab navigator: the sidebar's rows are the tabs.
            let navigator = FoodTruckNavigator()
            check(navigator.selectedTab == .truck)
            check(FoodTruckTab.allCases.count == 8, "eight sidebar items")
            navigator.select(.donuts)
            check(navigator.push(.donutDetail(name: "Cosmic")))
            navigator.select(.orders)
            check(navigator.push(.orderDetail(id: "7")))
            navigator.select(.donuts)
            check(navigator.donutsPath == [.donutDetail(name: "Cosmic")], "each item keeps its stack")
            navigator.select(.donuts)
            check(navigator.donutsPath.isEmpty, "choosing the selected item again pops it to its root")
            check(navigator.ordersPath == [.orderDetail(id: "7")])

            // The deep link opens the order in the current item when it can show it, else in
            // the first that can (Truck pushes orders too); the sheet has its own stack.
            let linked = FoodTruckNavigator(selectedTab: .orders)
            check(linked.handle(URL(string: "foodtruck://orders/1042")!))
            check(linked.selectedTab == .orders && linked.ordersPath == [.orderDetail(id: "1042")])
            let fromCities = FoodTruckNavigator(selectedTab: .cities)
            check(fromCities.handle(URL(string: "foodtruck://orders/7")!))
            check(fromCities.selectedTab == .truck && fromCities.truckPath == [.orderDetail(id: "7")])
            check(FoodTruckNavigator.url(for: .orderDetail(id: "1042"))?.absoluteString == "foodtruck://orders/1042")
            linked.present(.newDonut)
            check(linked.sheet == .newDonut)
            linked.select(.truck)
            check(linked.sheet == nil && linked.selectedTab == .truck, "selecting an item dismisses the sheet")

            // The badge of the Orders row and the state round-trip.
            navigator.badges[.orders] = 3
            check(navigator.badges[.orders] == 3)
            let restored = FoodTruckNavigator()
            restored.state = navigator.state
            check(restored.state == navigator.state)
            """)
    }

    @Test func cars() async throws {
        try await expectPasses("Cars", """
            let id = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!
            let navigator = CarsNavigator()
            check(navigator.path.isEmpty && navigator.sheet == nil)
            // The garage toolbar: push Preferences, present AddCar, a custom action.
            var actions: [CarsAction] = []
            navigator.onAction = { action, _ in actions.append(action) }
            for item in CarsToolbar.garage.items { navigator.perform(item.command!) }
            check(navigator.path == [.preferences] && navigator.sheet == .addCar && actions == [.sortCarsByYear])
            check(navigator.push(.makePicker), "inside the sheet's own stack")
            check(navigator.addCarPath == [.makePicker] && navigator.path == [.preferences])
            check(!navigator.push(.carDetail(id: id)), "the sheet's stack cannot show it")
            navigator.perform(.dismiss)
            check(navigator.sheet == nil)
            check(navigator.push(.carDetail(id: id)) && navigator.push(.serviceHistory(car: id)))
            check(navigator.push(.serviceVisit(entry: ServiceEntry(summary: "oil"))))
            check(!navigator.push(.makePicker), "only the sheet's stack shows it")
            // The history toolbar's bare popToRoot pops the stack; the car toolbar's pop pops one.
            let allCars = CarsToolbar.carActions.items.first { $0.id == "allCars" }!
            navigator.perform(allCars.command!)
            check(navigator.path.count == 3)
            let home = CarsToolbar.history.items.first { $0.id == "garageHome" }!
            check(home.command == .popToRoot)
            navigator.perform(home.command!)
            check(navigator.path.isEmpty)
            let status = CarsToolbar.history.items.first { $0.id == "lastSync" }!
            check(status.command == nil && status.placement == "status")
            // open: the root pops to root; a destination becomes the whole path.
            check(navigator.open(.serviceHistory(car: id, includeRecalls: true)))
            check(navigator.path == [.serviceHistory(car: id, includeRecalls: true)])
            check(!navigator.open(.makePicker))
            // Deep links with a UUID path segment and query items.
            check(CarsNavigator.url(for: .carDetail(id: id))?.absoluteString == "cars://car/\\(id.uuidString)")
            check(CarsNavigator.url(for: .serviceHistory(car: id))?.absoluteString == "cars://history?car=\\(id.uuidString)")
            check(CarsNavigator.url(for: .serviceHistory(car: id, includeRecalls: true))?.absoluteString
                == "cars://history?car=\\(id.uuidString)&includeRecalls=true")
            check(CarsNavigator.url(for: .preferences) == nil)
            check(navigator.handle(URL(string: "cars://history?includeRecalls=true&car=\\(id.uuidString.lowercased())")!))
            check(navigator.path == [.serviceHistory(car: id, includeRecalls: true)])
            check(navigator.handle(URL(string: "cars://car/\\(id.uuidString)")!) && navigator.path == [.carDetail(id: id)])
            let snapshot = navigator.state
            for text in ["cars://car/not-a-uuid", "cars://history", "cars://history?car=\\(id.uuidString)&includeRecalls=yes",
                         "cars://car", "cars://garage"] {
                check(!navigator.handle(URL(string: text)!), text)
            }
            check(navigator.state == snapshot)
            let encoded = try! JSONEncoder().encode(snapshot)
            check(try! JSONDecoder().decode(CarsNavigationState.self, from: encoded) == snapshot)
            check(CarsScreen.carList.searchPlacement == .toolbar && CarsScreen.addCar.hasOwnStack)
            """)
    }

    @Test func palette() async throws {
        try await expectPasses("Palette", """
            let navigator = PaletteNavigator()
            navigator.badges[.favorites] = 3
            check(navigator.badges == [.favorites: 3])
            // selectTab keeps the path; open without a tab picks the first tab that can show About.
            navigator.select(.favorites)
            check(navigator.push(.colorDetail(hex: "FF9500")))
            navigator.select(.colors)
            let showFavorites = PaletteToolbar.palette.items.first { $0.id == "showFavorites" }!
            navigator.perform(showFavorites.command!)
            check(navigator.selectedTab == .favorites && navigator.favoritesPath.count == 1)
            let about = PaletteToolbar.collection.items.first { $0.id == "about" }!
            check(about.command == .open(.about, in: nil))
            navigator.perform(about.command!)
            check(navigator.selectedTab == .colors && navigator.colorsPath == [.about])
            let heading = PaletteToolbar.collection.items.first { $0.id == "heading" }!
            check(heading.command == nil && heading.label == "My Palette" && heading.placement == "principal")
            navigator.perform(.present(.exportColors))
            check(navigator.sheet == .exportColors)
            check(navigator.push(.colorDetail(hex: "000000")), "a plain sheet: the tab's stack")
            check(navigator.colorsPath == [.about, .colorDetail(hex: "000000")])
            // Deep links.
            check(PaletteNavigator.url(for: .colorDetail(hex: "FF9500", opacity: 0.5))?.absoluteString
                == "palette://color/FF9500?opacity=0.5")
            check(PaletteNavigator.url(for: .colorDetail(hex: "FF9500"))?.absoluteString == "palette://color/FF9500")
            check(navigator.handle(URL(string: "palette://color/00FF00?opacity=0.25")!))
            check(navigator.sheet == nil && navigator.colorsPath == [.colorDetail(hex: "00FF00", opacity: 0.25)])
            // A Double reads decimal, finite text only; `2.5e-1` is decimal.
            for text in ["nan", "inf", "-infinity", "1e400", "0x1p3", " 1", "1,5"] {
                check(PaletteNavigator.destination(for: URL(string: "palette://color/00FF00?opacity=\\(text)".replacingOccurrences(of: " ", with: "%20"))!) == nil, text)
            }
            check(PaletteNavigator.destination(for: URL(string: "palette://color/00FF00?opacity=2.5e-1")!) == .colorDetail(hex: "00FF00", opacity: 0.25))
            check(!navigator.handle(URL(string: "palette://color/00FF00?opacity=half")!))
            let restored = PaletteNavigator()
            restored.state = try! JSONDecoder().decode(PaletteNavigationState.self,
                                                       from: try! JSONEncoder().encode(navigator.state))
            check(restored.state == navigator.state)
            """)
    }

    @Test func popToRoot() async throws {
        try await expectPasses("PopToRoot", """
            let navigator = PopToRootNavigator()
            check(navigator.push(.level1(number: 1)) && navigator.push(.level2(number: 2)) && navigator.push(.level3(number: 3)))
            navigator.select(.second)
            check(navigator.push(.level1(number: 9)))
            navigator.select(.first)
            check(navigator.firstPath.count == 3)
            navigator.select(.first)
            check(navigator.firstPath.isEmpty && navigator.secondPath == [.level1(number: 9)], "re-tap pops only that tab")
            navigator.select(.second)
            let toRoot = PopToRootToolbar.deep.items.first { $0.id == "toRoot" }!
            let popOne = PopToRootToolbar.deep.items.first { $0.id == "popOne" }!
            check(toRoot.command == .popToRoot(nil) && popOne.command == .pop)
            check(navigator.push(.level2(number: 10)))
            navigator.perform(popOne.command!)
            check(navigator.secondPath == [.level1(number: 9)])
            navigator.perform(toRoot.command!)
            check(navigator.secondPath.isEmpty && navigator.selectedTab == .second)
            // Deep links: path and query forms.
            check(PopToRootNavigator.url(for: .level1(number: 7))?.absoluteString == "poptoroot://level1/7")
            check(PopToRootNavigator.url(for: .level3(number: 7))?.absoluteString == "poptoroot://level3?number=7")
            check(PopToRootNavigator.url(for: .level3(number: 7, depth: 4))?.absoluteString
                == "poptoroot://level3?number=7&depth=4")
            check(navigator.handle(URL(string: "poptoroot://level3?depth=4&number=7")!))
            check(navigator.selectedTab == .second && navigator.secondPath == [.level3(number: 7, depth: 4)])
            check(!navigator.handle(URL(string: "poptoroot://level3?depth=4")!))
            check(!navigator.handle(URL(string: "poptoroot://level1/seven")!))
            check(navigator.secondPath == [.level3(number: 7, depth: 4)])
            check(PopToRootScreen.level1.title == "Level 1: {number}")
            """)
    }

    /// Stacked modals, an alert and a confirmation dialog, an entry-point sheet with a deep link,
    /// and a nested deep link.
    @Test func shop() async throws {
        try await expectPasses("Shop", """
            // The Cart tab presents the cart over the selected tab, which stays selected.
            let tapped = ShopNavigator(selectedTab: .orders)
            tapped.tabSelection = .cart
            check(tapped.selectedTab == .orders && tapped.presented == [.cart], "a tap on the Cart tab")

            // The cart stays under the checkout; the alert shows over it; Cancel Order dismisses all.
            let navigator = ShopNavigator()
            navigator.perform(ShopToolbar.store.items[0].command!)
            check(navigator.presented == [.cart] && navigator.sheet == .cart)
            check(navigator.push(.payment) == false, "the cart's stack cannot show Payment")
            navigator.present(.checkout)
            check(navigator.presented == [.cart, .checkout], "present stacks on top")
            check(navigator.push(.payment) && navigator.checkoutPath == [.payment], "push goes onto the top-most stack")
            navigator.perform(ShopToolbar.checkout.items[0].command!)
            check(navigator.presented == [.cart, .checkout, .cancelOrder])
            check(navigator.push(.payment) && navigator.checkoutPath == [.payment, .payment], "under an alert: the checkout's stack")
            navigator.pop()
            let alert = ShopSheet.cancelOrder.dialog!
            check(alert.title == "Cancel this order?" && alert.message == "Your cart is kept.")
            check(alert.buttons.map(\\.label) == ["Cancel Order", "Keep Shopping"])
            check(alert.buttons[0].role == .destructive && alert.buttons[0].command == .dismissAll)
            check(alert.buttons[1].role == .cancel && alert.buttons[1].command == nil)
            check(ShopSheet.cart.dialog == nil && ShopSheet.cancelOrder.screen.presentation == .alert)

            // Keep Shopping only closes the alert; the checkout keeps its path.
            navigator.choose(alert.buttons[1])
            check(navigator.presented == [.cart, .checkout] && navigator.checkoutPath == [.payment])
            navigator.present(.cancelOrder)
            navigator.choose(alert.buttons[0])
            check(navigator.presented.isEmpty && navigator.sheet == nil, "Cancel Order dismisses everything")

            // dismiss removes the top; presenting one already shown dismisses those above it.
            navigator.present(.cart)
            navigator.present(.checkout)
            navigator.present(.cancelOrder)
            navigator.dismiss()
            check(navigator.presented == [.cart, .checkout])
            navigator.present(.cancelOrder)
            navigator.present(.cart)
            check(navigator.presented == [.cart], "back to the cart")
            navigator.perform(.dismissAll)
            check(navigator.presented.isEmpty)
            navigator.sheet = .login
            check(navigator.presented == [.login])

            // A modal leaves with its stack, however it leaves: shown again it starts at its root.
            navigator.present(.checkout)
            check(navigator.push(.payment) && navigator.checkoutPath == [.payment])
            navigator.dismissAll()
            check(navigator.checkoutPath.isEmpty, "dismissAll empties the checkout's stack")
            navigator.sheet = .checkout
            check(navigator.checkoutPath.isEmpty, "the setter shows the checkout at its root")
            check(navigator.push(.payment))
            navigator.presented = []
            check(navigator.checkoutPath.isEmpty, "assigning presented empties it too")
            navigator.sheet = nil
            check(navigator.presented.isEmpty)

            // select and open dismiss every modal first.
            navigator.present(.cart)
            navigator.present(.checkout)
            navigator.select(.orders)
            check(navigator.presented.isEmpty && navigator.selectedTab == .orders)
            navigator.present(.cart)
            check(navigator.open(.product(id: "p1")))
            check(navigator.presented.isEmpty && navigator.selectedTab == .store && navigator.storePath == [.product(id: "p1")])

            // A confirmation dialog with a param in its title; a button that presents the cart.
            let actions = ShopSheet.orderActions(id: "7").dialog!
            check(actions.title == "Order 7" && actions.buttons.count == 3)
            // A button label fills in its params as the title does.
            check(actions.buttons.map(\\.label) == ["Reorder 7", "Open Cart", "Cancel"], "\\(actions.buttons.map(\\.label))")
            // Filled in, the title is shown as written, not looked up (and its Markdown read) as a key.
            check(!actions.titleIsKey && actions.messageIsKey && alert.titleIsKey && alert.messageIsKey)
            var received: [ShopAction] = []
            var origins: [ShopOrigin] = []
            navigator.onAction = { action, origin in
                received.append(action)
                origins.append(origin)
            }
            navigator.present(.orderActions(id: "7"))
            navigator.choose(actions.buttons[0])
            check(received == [.buyAgain] && navigator.presented.isEmpty)
            check(origins == [.orderActions(id: "7")], "a dialog button's action comes from the dialog, with its values")
            navigator.present(.orderActions(id: "7"))
            navigator.choose(actions.buttons[1])
            check(navigator.presented == [.cart], "the dialog closes, then the cart is presented")

            // Deep links: shop://orders/42 opens the order with the list behind it.
            let linked = ShopNavigator()
            linked.present(.cart)
            check(linked.handle(URL(string: "shop://orders/42")!))
            check(linked.selectedTab == .orders && linked.ordersPath == [.order(id: "42")] && linked.presented.isEmpty)
            check(linked.handle(URL(string: "shop://orders")!) && linked.ordersPath.isEmpty)
            check(ShopNavigator.url(for: .order(id: "42"))?.absoluteString == "shop://orders/42")
            check(ShopNavigator.url(for: .orders)?.absoluteString == "shop://orders")
            check(ShopNavigator.destination(for: ShopNavigator.url(for: .order(id: "a b"))!) == .order(id: "a b"))
            check(linked.open(.order(id: "9")) && linked.ordersPath == [.order(id: "9")], "open still opens it alone")

            // shop://login presents the entry sheet over the selected tab, after dismissing all.
            linked.select(.account)
            linked.present(.cart)
            linked.present(.checkout)
            check(linked.handle(URL(string: "shop://login")!))
            check(linked.presented == [.login] && linked.selectedTab == .account)
            check(ShopNavigator.url(for: ShopSheet.login)?.absoluteString == "shop://login")
            check(ShopNavigator.url(for: ShopSheet.cart)?.absoluteString == "shop://cart")
            check(ShopNavigator.url(for: ShopSheet.checkout) == nil)
            check(ShopNavigator.sheet(for: URL(string: "shop://login")!) == .login)
            let before = linked.state
            check(!linked.handle(URL(string: "shop://nothing")!) && linked.state == before)

            // shop://cart/42 nests in the cart's own stack: the cart (every other modal dismissed)
            // with the item pushed on it, over the selected tab; url(for:) is its inverse.
            let carted = ShopNavigator(selectedTab: .orders)
            carted.ordersPath = [.order(id: "1")]
            carted.present(.orderActions(id: "1"))
            check(carted.handle(URL(string: "shop://cart/42")!))
            check(carted.presented == [.cart] && carted.cartPath == [.cartItem(id: "42")])
            check(carted.selectedTab == .orders && carted.ordersPath == [.order(id: "1")], "the tab is left as it was")
            check(ShopNavigator.destination(for: URL(string: "shop://cart/42")!) == .cartItem(id: "42"))
            check(ShopNavigator.url(for: .cartItem(id: "a/b"))?.absoluteString == "shop://cart/a%2Fb")
            check(carted.handle(ShopNavigator.url(for: .cartItem(id: "a/b"))!) && carted.cartPath == [.cartItem(id: "a/b")])
            check(carted.handle(URL(string: "shop://cart")!) && carted.presented == [.cart] && carted.cartPath.isEmpty,
                  "the cart's own link presents it at its root")
            carted.present(.checkout)
            check(carted.handle(URL(string: "shop://cart/7")!) && carted.presented == [.cart], "the checkout is dismissed")
            check(carted.push(.cartItem(id: "8")) && carted.cartPath == [.cartItem(id: "7"), .cartItem(id: "8")])
            check(!carted.open(.cartItem(id: "9")), "open(_:) shows tabs' stacks only")

            // The state snapshot holds the whole stack of modals and their paths.
            let stacked = ShopNavigator(selectedTab: .orders)
            stacked.ordersPath = [.order(id: "1")]
            stacked.present(.cart)
            stacked.present(.checkout)
            stacked.checkoutPath = [.payment]
            stacked.present(.cancelOrder)
            let snapshot = stacked.state
            check(snapshot.presented == [.cart, .checkout, .cancelOrder] && snapshot.sheet == .cart)
            let restored = ShopNavigator()
            restored.state = try! JSONDecoder().decode(ShopNavigationState.self, from: try! JSONEncoder().encode(snapshot))
            check(restored.state == snapshot)
            check(restored.presented == [.cart, .checkout, .cancelOrder] && restored.checkoutPath == [.payment])
            check(restored.selectedTab == .orders && restored.ordersPath == [.order(id: "1")])
            check(ShopNavigationState(sheet: .login).presented == [.login], "the single-modal initializer")
            """)
    }
}
