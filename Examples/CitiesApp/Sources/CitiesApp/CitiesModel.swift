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
    /// The text typed in the Add City sheet's search field; set by `AddCityView`.
    var cityToAdd = ""

    init(navigator: CitiesNavigator = CitiesNavigator()) {
        self.navigator = navigator
        navigator.onAction = { [weak self] action, origin in self?.handle(action, from: origin) }
    }

    /// What the custom toolbar actions do; `origin` is the screen whose toolbar was tapped, so
    /// the heart knows which city it is about.
    func handle(_ action: CitiesAction, from origin: CitiesOrigin) {
        switch action {
        case .toggleFavorite:
            guard case .cityDetail(let city, _) = origin else { return }
            if favorites.contains(city) { favorites.remove(city) } else { favorites.insert(city) }
        case .saveCity:
            guard !cityToAdd.isEmpty else { return }
            addedCities.append(cityToAdd)
            cityToAdd = ""
            navigator.dismiss()
        }
    }
}
