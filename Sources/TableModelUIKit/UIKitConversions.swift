#if canImport(UIKit) && (os(iOS) || os(visionOS))
internal import UIKit

extension RowAnimation {
  /// The UIKit animation of the same name.
  var uiKit: UITableView.RowAnimation {
    switch self {
    case .fade: .fade
    case .right: .right
    case .left: .left
    case .top: .top
    case .bottom: .bottom
    case .middle: .middle
    case .none: .none
    default: .automatic
    }
  }
}

extension RowBehavior.Accessory {
  /// The UIKit accessory type of the same name.
  var uiKit: UITableViewCell.AccessoryType {
    switch self {
    case .disclosureIndicator: .disclosureIndicator
    case .detailButton: .detailButton
    case .checkmark: .checkmark
    case .detailDisclosureButton: .detailDisclosureButton
    default: .none
    }
  }
}

extension RowBehavior.SelectionStyle {
  /// The UIKit selection style of the same name.
  var uiKit: UITableViewCell.SelectionStyle { self == .none ? .none : .default }
}

extension RowBehavior.EditingStyle {
  /// The UIKit editing style of the same name.
  var uiKit: UITableViewCell.EditingStyle {
    switch self {
    case .delete: .delete
    case .insert: .insert
    default: .none
    }
  }

  /// The editing style of a UIKit editing style.
  ///
  /// - Parameter style: The UIKit style.
  init(_ style: UITableViewCell.EditingStyle) {
    switch style {
    case .delete: self = .delete
    case .insert: self = .insert
    default: self = .none
    }
  }
}
#endif
