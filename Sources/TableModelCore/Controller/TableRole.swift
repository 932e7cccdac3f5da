/// A place a table controller takes on the table it serves: its data source or one of its
/// delegates.
///
/// A table holds each weakly and asks it on its own, so a controller that moves to another table
/// clears every place it holds on the one it leaves (``TableViewPresenter/leavePreviousTable(attaching:controller:)``).
package enum TableRole: Hashable, Sendable, CaseIterable {
  /// `dataSource`: the counts and the cells.
  case dataSource
  /// `delegate`.
  case delegate
  /// `prefetchDataSource` (`UITableView` only: the headless table prefetches through its data
  /// source).
  case prefetchDataSource
  /// `dragDelegate`.
  case dragDelegate
  /// `dropDelegate`.
  case dropDelegate
}

/// What a controller does to the table it leaves for another: the places it clears there, and
/// whether that table reloads.
package struct TableLeaving: Equatable, Sendable {
  /// The places to clear: those the controller still holds — one the app gave another object
  /// since stays that object's.
  package var rolesToClear: Set<TableRole>
  /// Whether the table reloads once they are cleared: when the controller was its data source.
  ///
  /// A table whose data source the controller was would otherwise keep its rows and ask its
  /// missing data source for their cells at its next layout or scroll, which UIKit answers with
  /// an exception (`UITableView dataSource is not set`, `uikit-callback-rules.md` K1); reloaded
  /// without a data source, it shows no section. A table whose data source is another object's
  /// is that object's to reload.
  package var reloads: Bool { rolesToClear.contains(.dataSource) }

  /// What a controller does to a table it leaves, from the places it holds there.
  ///
  /// - Parameter held: The places the controller holds on that table.
  package init(holding held: Set<TableRole>) {
    rolesToClear = held
  }
}
