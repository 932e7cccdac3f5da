/// Makes the header and footer views of sections from their section models, as ``CellFactory``
/// does for rows — the section factory of Piotr Wach's table controller.
///
/// Sections whose model type has no binding show their titles (``SectionBehavior``) instead.
@MainActor
public struct HeaderFooterFactory<Table: HeaderFooterHosting> {
  struct Binding {
    let reuseIdentifier: String
    let viewType: Table.HeaderFooterView.Type
    let configure: @MainActor (Table.HeaderFooterView, any Diffable) -> Void
  }

  private var headers: [ObjectIdentifier: Binding] = [:]
  private var footers: [ObjectIdentifier: Binding] = [:]

  /// Creates a factory with no bindings.
  public init() {}

  /// Binds a section model type to a header view class.
  ///
  /// - Parameters:
  ///   - viewType: The view class; a subclass of the table's header-footer view class.
  ///   - modelType: The section model type.
  ///   - configure: Sets the view's content from the section model.
  public mutating func registerHeader<View: AnyObject, Model: Diffable>(
    _ viewType: View.Type, for modelType: Model.Type,
    configure: @escaping @MainActor (View, Model) -> Void
  ) {
    headers[ObjectIdentifier(modelType)] = Self.binding(viewType, configure, "header")
  }

  /// Binds a section model type to a footer view class.
  ///
  /// - Parameters:
  ///   - viewType: The view class; a subclass of the table's header-footer view class.
  ///   - modelType: The section model type.
  ///   - configure: Sets the view's content from the section model.
  public mutating func registerFooter<View: AnyObject, Model: Diffable>(
    _ viewType: View.Type, for modelType: Model.Type,
    configure: @escaping @MainActor (View, Model) -> Void
  ) {
    footers[ObjectIdentifier(modelType)] = Self.binding(viewType, configure, "footer")
  }

  /// Registers every bound view class with a table.
  ///
  /// - Parameter table: The table.
  public func registerViews(in table: Table) {
    for binding in Array(headers.values) + Array(footers.values) {
      table.registerHeaderFooterView(binding.viewType, reuseIdentifier: binding.reuseIdentifier)
    }
  }

  /// The configured header view for a section model, or `nil` when its type has no binding.
  ///
  /// - Parameters:
  ///   - model: The section model, or an ``AnySectionModel`` wrapping it.
  ///   - table: The table.
  /// - Returns: The view.
  public func headerView(for model: any Diffable, in table: Table) -> Table.HeaderFooterView? {
    view(from: headers, for: model, in: table)
  }

  /// The configured footer view for a section model, or `nil` when its type has no binding.
  ///
  /// - Parameters:
  ///   - model: The section model, or an ``AnySectionModel`` wrapping it.
  ///   - table: The table.
  /// - Returns: The view.
  public func footerView(for model: any Diffable, in table: Table) -> Table.HeaderFooterView? {
    view(from: footers, for: model, in: table)
  }

  /// Configures an existing header or footer view again for its section model.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - model: The section model.
  ///   - isHeader: Whether the view is the header (or the footer).
  public func configure(_ view: Table.HeaderFooterView, for model: any Diffable, isHeader: Bool) {
    let value = Self.unwrapped(model)
    (isHeader ? headers : footers)[ObjectIdentifier(type(of: value))]?.configure(view, value)
  }

  private func view(
    from bindings: [ObjectIdentifier: Binding], for model: any Diffable, in table: Table
  ) -> Table.HeaderFooterView? {
    let value = Self.unwrapped(model)
    guard let binding = bindings[ObjectIdentifier(type(of: value))],
      let view = table.dequeueHeaderFooterView(reuseIdentifier: binding.reuseIdentifier)
    else { return nil }
    binding.configure(view, value)
    return view
  }

  private static func binding<View: AnyObject, Model: Diffable>(
    _ viewType: View.Type, _ configure: @escaping @MainActor (View, Model) -> Void,
    _ kind: String
  ) -> Binding {
    guard let baseType = viewType as? Table.HeaderFooterView.Type else {
      preconditionFailure(
        "HeaderFooterFactory: \(viewType) is not a subclass of the table's header-footer view class \(Table.HeaderFooterView.self)"
      )
    }
    return Binding(
      reuseIdentifier: derivedReuseIdentifier(for: viewType, style: kind),
      viewType: baseType,
      configure: { view, model in
        guard let view = view as? View, let model = model as? Model else { return }
        configure(view, model)
      })
  }

  static func unwrapped(_ model: any Diffable) -> any Diffable {
    (model as? AnySectionModel)?.base ?? model
  }
}
