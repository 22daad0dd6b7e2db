import Observation

/// The app's state outside navigation, and the handler of the toolbars' custom actions: the
/// generated navigator calls `onAction` and the app decides what the action means.
@MainActor @Observable
final class CitiesModel {
    /// Drives every navigation stack, the tab bar and the sheet.
    let navigator: CitiesNavigator
    /// The favourite cities, toggled by the detail toolbar's heart.
    private(set) var favorites: Set<String> = []
    /// Cities added with the Add City sheet.
    private(set) var addedCities: [String] = []
    /// The city the detail screen shows; set by `CityDetailView`.
    var shownCity: String?
    /// The text typed in the Add City sheet's search field; set by `AddCityView`.
    var cityToAdd = ""

    init(navigator: CitiesNavigator = CitiesNavigator()) {
        self.navigator = navigator
        navigator.onAction = { [weak self] action in self?.handle(action) }
    }

    /// What the custom toolbar actions do.
    func handle(_ action: CitiesAction) {
        switch action {
        case .toggleFavorite:
            guard let city = shownCity else { return }
            if favorites.contains(city) { favorites.remove(city) } else { favorites.insert(city) }
        case .saveCity:
            guard !cityToAdd.isEmpty else { return }
            addedCities.append(cityToAdd)
            cityToAdd = ""
            navigator.dismiss()
        }
    }
}
