// Bridging to UIKit and SwiftUI: the Coordination stack decides, the platform's navigation shows it, and the
// platform's own Back pops the stack, which frees the popped coordinators.
//
// The UIKit and SwiftUI parts are compiled only where those frameworks exist (`#if canImport`); everything else,
// and the check at the end, is compiled and run everywhere, Linux included (`make test-coordination`).
import Coordination
#if canImport(UIKit)
import UIKit
#endif
#if canImport(SwiftUI)
import SwiftUI
#endif

// snippet.hide
// The app: a shop whose product pages are coordinated through routes, as in RoutesAndNavigators. Names that SwiftUI
// also declares (NavigationStack, Transition) are written with the module's name.
final class Page: Screen {
    let title: String
    let coordinator: Coordinator?       // strong: the page keeps the coordinator that made it alive
    let links: [String]                 // what the page offers to open
    var onOpen: ((String) -> Void)?     // output: the coordinator sets it, capturing itself weakly

    init(_ title: String, links: [String] = [], coordinator: Coordinator?) {
        self.title = title
        self.links = links
        self.coordinator = coordinator
    }
}

enum ShopRoute: Route {
    case product(String)
}

final class ShopNavigator: RouteNavigator<ShopRoute, Page> {
    override func prepareTransition(for route: ShopRoute, from parent: Coordinator) -> Coordination.Transition<Page> {
        switch route {
        case .product(let name):
            return .start(ProductCoordinator(name: name, navigator: self))
        }
    }
}

final class ProductCoordinator: Coordinator {
    private let navigator: ShopNavigator     // strong: the navigator holds no coordinator back
    private let name: String

    init(name: String, navigator: ShopNavigator) {
        self.name = name
        self.navigator = navigator
    }

    override func start() {
        navigator.push(Page(name, coordinator: self))
    }
}

final class Shop: Coordinator {
    let stack = Coordination.NavigationStack(root: Page("Shop", links: ["Tea", "Rice"], coordinator: nil))
    let navigator = ShopNavigator()

    override init() {
        super.init()
        navigator.attach(to: stack)
        stack.top.onOpen = { [weak self] product in
            guard let self else { return }
            navigator.trigger(.product(product), from: self)
        }
    }
}
// snippet.show

// snippet.mirror
/// Keeps a platform's list of controllers in step with a Coordination stack, one controller per screen, and turns
/// the platform's own pops into pops of the stack. No UI framework in it: the UIKit bridge hands it view controllers.
@MainActor
final class StackMirror<Element: StackElement, Controller: AnyObject>: NavigationStackObserver {
    /// Weak: the root coordinator (or a tab) owns the stack; the mirror follows it.
    private weak var stack: Coordination.NavigationStack<Element>?

    /// Makes a screen's controller the first time the screen is shown. Strong, with what it captures.
    private let makeController: (Element) -> Controller

    /// Hands the platform its controllers, bottom to top. Strong, with what it captures (the platform's
    /// navigation controller, weakly).
    private let show: (_ controllers: [Controller], _ animated: Bool) -> Void

    /// The controller of each screen on the stack, by the screen's identity. Strong: a controller lives while its
    /// screen is on the stack, and a popped screen's goes at that change, with the controller's hold on its screen.
    private var controllers: [ObjectIdentifier: Controller] = [:]

    init(stack: Coordination.NavigationStack<Element>, makeController: @escaping (Element) -> Controller,
         show: @escaping (_ controllers: [Controller], _ animated: Bool) -> Void) {
        self.stack = stack
        self.makeController = makeController
        self.show = show
        stack.addObserver(self)
        update(from: stack, animated: false)
    }

    /// A coordinator pushed, popped or replaced: the platform shows the same screens, each with its own controller.
    func navigationStack(_ stack: Coordination.NavigationStack<Element>, didChange change: NavigationChange<Element>) {
        update(from: stack, animated: true)
    }

    /// The platform popped on its own — Back, the swipe from the edge — and shows `controller`: the stack pops to
    /// its screen, which frees the coordinators above. The top's controller, or one the mirror never made, changes
    /// nothing.
    func platformDidShow(_ controller: Controller) {
        guard let stack,
              let shown = stack.screens.last(where: { controllers[ObjectIdentifier($0.screen)] === controller })
        else { return }
        stack.pop(to: shown.screen)
    }

    private func update(from stack: Coordination.NavigationStack<Element>, animated: Bool) {
        let identities = stack.screens.map { ObjectIdentifier($0.screen) }
        let shown = zip(identities, stack.screens).map { identity, element in
            controllers[identity] ?? makeController(element)
        }
        controllers = Dictionary(uniqueKeysWithValues: zip(identities, shown))
        show(shown, animated)
    }
}
// snippet.end

// snippet.hide
#if canImport(UIKit)
// snippet.show
// snippet.uikit
/// Shows a Coordination stack in a `UINavigationController`: the stack decides, the controller follows, and the
/// controller's own Back pops the stack.
@MainActor
final class NavigationControllerBridge<Element: StackElement>: NSObject, UINavigationControllerDelegate {
    /// What the window shows. Strong: the bridge owns it; it holds the bridge only as its `delegate`, weakly.
    let navigationController: UINavigationController

    /// The view controllers, kept in step with the stack. Strong: the bridge's own part.
    private let mirror: StackMirror<Element, UIViewController>

    init(stack: Coordination.NavigationStack<Element>,
         makeViewController: @escaping (Element) -> UIViewController) {
        let navigationController = UINavigationController()
        self.navigationController = navigationController
        mirror = StackMirror(stack: stack, makeController: makeViewController) { [weak navigationController] shown, animated in
            guard let navigationController, navigationController.viewControllers != shown else { return }
            navigationController.setViewControllers(shown, animated: animated)
        }
        super.init()
        navigationController.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        mirror.platformDidShow(viewController)
    }
}
// snippet.end

// snippet.uikit-app
/// A page drawn by UIKit.
final class PageViewController: UIViewController {
    /// Strong: a view controller owns its view model (as the stack does); the page never points back here.
    let page: Page

    init(page: Page) {
        self.page = page
        super.init(nibName: nil, bundle: nil)
        title = page.title
    }

    @available(*, unavailable, message: "made in code")
    required init?(coder: NSCoder) {
        fatalError("made in code")
    }
}

/// What a scene delegate does once: show the shop's stack in its window. It keeps the bridge it gets back (and the
/// shop): the navigation controller holds the bridge only as a weak delegate.
@MainActor
func showShop(_ shop: Shop, in window: UIWindow) -> NavigationControllerBridge<Page> {
    let bridge = NavigationControllerBridge(stack: shop.stack) { page in PageViewController(page: page) }
    window.rootViewController = bridge.navigationController
    window.makeKeyAndVisible()
    return bridge
}
// snippet.end
// snippet.hide
#endif
// snippet.show

// snippet.path
/// A screen above the root as SwiftUI's `NavigationStack(path:)` holds it: a value naming the screen. The screen
/// itself stays on the Coordination stack.
struct ScreenID: Hashable {
    let identity: ObjectIdentifier

    init(_ screen: any Screen) {
        identity = ObjectIdentifier(screen)
    }
}

extension Coordination.NavigationStack {
    /// The screens above the root, as SwiftUI's path.
    var path: [ScreenID] {
        screens.dropFirst().map { ScreenID($0.screen) }
    }

    /// The element `id` names, while its screen is on the stack.
    func element(_ id: ScreenID) -> Element? {
        screens.last { ScreenID($0.screen) == id }
    }

    /// Follows a path SwiftUI shortened (Back, the swipe): pops to the last screen it keeps, which frees the
    /// coordinators above. A longer path is not SwiftUI's to make: coordinators push, through routes.
    func pop(toPath path: [ScreenID]) {
        guard path.count < depth - 1 else { return }
        pop(to: screens[path.count].screen)
    }
}
// snippet.end

// snippet.hide
#if canImport(SwiftUI)
// snippet.show
// snippet.swiftui
/// Publishes a Coordination stack to SwiftUI: its path, again at every change, and the binding through which
/// `NavigationStack(path:)` reports the person going back.
@MainActor
final class StackModel<Element: StackElement>: ObservableObject, NavigationStackObserver {
    /// Strong: the view showing the stack keeps it; nothing under the stack points back here (its observers are weak).
    let stack: Coordination.NavigationStack<Element>

    @Published private(set) var path: [ScreenID]

    init(stack: Coordination.NavigationStack<Element>) {
        self.stack = stack
        path = stack.path
        stack.addObserver(self)
    }

    func navigationStack(_ stack: Coordination.NavigationStack<Element>, didChange change: NavigationChange<Element>) {
        path = stack.path
    }

    /// What `NavigationStack(path:)` reads, and shortens when the person goes back. Captures the model strongly,
    /// for as long as the view holding the binding, which holds the model anyway.
    var pathBinding: Binding<[ScreenID]> {
        Binding(get: { self.path }, set: { self.stack.pop(toPath: $0) })
    }
}

/// Shows a Coordination stack with SwiftUI's `NavigationStack(path:)`, each screen drawn by `screenView`.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@MainActor
struct CoordinatedStack<Element: StackElement, ScreenView: View>: View {
    @ObservedObject var model: StackModel<Element>
    let screenView: (Element) -> ScreenView

    var body: some View {
        SwiftUI.NavigationStack(path: model.pathBinding) {
            page(model.stack.screens[0])
                .navigationDestination(for: ScreenID.self) { id in
                    if let element = model.stack.element(id) {
                        page(element)
                    }
                }
        }
    }

    private func page(_ element: Element) -> some View {
        screenView(element).navigationTitle(element.screen.title)
    }
}
// snippet.end

// snippet.swiftui-app
/// The shop's root view: a button per link, which reports to the page's coordinator through the page.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@MainActor
struct ShopView: View {
    /// Made once and owned here (`@StateObject`); the app owns the shop, whose stack the model shows.
    @StateObject private var model: StackModel<Page>

    init(shop: Shop) {
        _model = StateObject(wrappedValue: StackModel(stack: shop.stack))
    }

    var body: some View {
        CoordinatedStack(model: model) { page in
            List(page.links, id: \.self) { link in
                Button(link) { page.onOpen?(link) }
            }
        }
    }
}
// snippet.end
// snippet.hide
#endif

/// A stand-in for a view controller: it holds its page strongly, as a view controller holds its view model.
final class Card {
    let page: Page

    init(page: Page) {
        self.page = page
    }
}

// Top-level code is not on the main actor in Swift 5 mode; an app's main thread is.
MainActor.assumeIsolated {
// snippet.show
// snippet.check
let shop = Shop()
var shown: [Card] = []                                  // what the platform's navigation controller shows
let mirror = StackMirror(stack: shop.stack, makeController: { Card(page: $0) }) { controllers, _ in
    shown = controllers
}
shop.stack.top.onOpen?("Tea")                           // a tap: the coordinator triggers a route
precondition(shown.map(\.page.title) == ["Shop", "Tea"])
let shopCard = shown[0]
weak var product: Coordinator?                          // weak: only to see it freed
product = shop.children.first

shown.removeLast()                                      // the platform's own Back, as UIKit pops
mirror.platformDidShow(shown[0])                        // the bridge's delegate hears it
precondition(shop.stack.depth == 1 && product == nil)   // the stack followed; the coordinator is freed
precondition(shown.count == 1 && shown[0] === shopCard) // the root's controller kept, not made again

shop.stack.top.onOpen?("Rice")
precondition(shop.stack.path == [ScreenID(shop.stack.top.screen)])   // SwiftUI's path: the screen above the root
shop.stack.pop(toPath: [])                              // SwiftUI's Back shortened it
precondition(shop.stack.depth == 1 && shop.children.isEmpty)
// snippet.end
// snippet.hide
}
