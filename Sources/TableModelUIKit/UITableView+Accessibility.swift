#if canImport(UIKit) && (os(iOS) || os(visionOS))
package import UIKit
internal import Darwin

extension UITableView {
  /// Sets the cell's `accessibilityLabel`, `accessibilityValue`, `accessibilityHint`,
  /// `accessibilityTraits` and `accessibilityCustomActions` from the row's accessibility; a `nil`
  /// label, value or hint restores the cell's default (the text of its labels).
  package func applyRowAccessibility(
    _ accessibility: RowBehavior.Accessibility, to cell: UITableViewCell
  ) {
    cell.accessibilityLabel = accessibility.label
    cell.accessibilityValue = accessibility.value
    cell.accessibilityHint = accessibility.hint
    cell.accessibilityTraits = accessibility.traits.uiKit
    cell.accessibilityCustomActions =
      accessibility.customActions.isEmpty ? nil : accessibility.customActions.map(\.uiKit)
  }
}

extension RowBehavior.Accessibility.CustomAction {
  /// The `UIAccessibilityCustomAction` that runs the action.
  @MainActor
  var uiKit: UIAccessibilityCustomAction {
    let action = self
    return UIAccessibilityCustomAction(
      name: name, image: imageName.flatMap { UIImage(systemName: $0) }
    ) { _ in
      // Formed on the main actor and not sendable, the handler stays on it: UIKit calls it there.
      action.perform()
    }
  }
}

extension RowBehavior.Accessibility.Traits {
  /// The `UIAccessibilityTraits` of the same names.
  var uiKit: UIAccessibilityTraits {
    UIAccessibilityTraits(
      rawValue: Self.uiKitValues.reduce(0) { result, pair in
        contains(pair.trait) ? result | pair.value : result
      })
  }

  /// Each trait with the raw value of the UIKit trait of the same name.
  ///
  /// UIKit declares its traits (`UIAccessibilityTraitButton`…) as global variables, which Swift 6
  /// refuses to read against the iOS 16.5 SDK; their values are read once from the symbols.
  private static let uiKitValues: [(trait: Self, value: UInt64)] = Self.named.map { name, trait in
    let symbol = "UIAccessibilityTrait" + name.prefix(1).uppercased() + name.dropFirst()
    // RTLD_DEFAULT, which Swift does not import: every image loaded into the process.
    let value = dlsym(UnsafeMutableRawPointer(bitPattern: -2), symbol)
    return (trait, value?.load(as: UInt64.self) ?? 0)
  }
}
#endif
