#if canImport(UIKit) && (os(iOS) || os(visionOS))
import UIKit

extension UIViewController {
  /// Shows a message with an OK button: what the examples do instead of navigating away.
  func showMessage(_ title: String, _ message: String? = nil) {
    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
  }
}
#endif
