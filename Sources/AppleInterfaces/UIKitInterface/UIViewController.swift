#if os(Linux)
import Foundation

/// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller
/// Runnable minimally: the view is made when first asked for, then `viewDidLoad()` runs, as
/// documented. No presentation, containment or appearance callbacks.
@available(iOS 2.0, tvOS 9.0, *)
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {
        fatalError("UIViewController.init(coder:) is transcribed for type-checking only; it runs on Apple platforms")
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    /// Made on first use (`loadView()`), then `viewDidLoad()` is called.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            viewDidLoad()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() {
        loadedView = UIView(frame: .zero)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}
}
#endif
