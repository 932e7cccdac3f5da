/// Makes the header and footer views of sections from their section models, as ``CellFactory``
/// does for rows — the section factory of Piotr Wach's table controller — and the table's header
/// view from a model's header object (``TableHeaderProviding``).
///
/// Sections whose model type has no binding show their titles (``SectionBehavior``) instead. A
/// table header view is bound with `registerTableHeader(_:for:configure:)`, which
/// `TableModelUIKit` (for a `UIView`) and `TableModelTesting` (for a headless view) provide: the
/// controller makes that view itself, never from the section views' reuse pool.
@MainActor
public struct HeaderFooterFactory<Table: HeaderFooterHosting> {
  struct Binding {
    let reuseIdentifier: String
    let register: @MainActor (Table) -> Void
    let configure: @MainActor (Table.HeaderFooterView, any Diffable) -> Void
  }

  private var headers: [ObjectIdentifier: Binding] = [:]
  private var footers: [ObjectIdentifier: Binding] = [:]
  var tableHeaders: [ObjectIdentifier: TableHeaderBinding] = [:]

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
    for binding in Array(headers.values) + Array(footers.values) { binding.register(table) }
  }

  /// The configured header view for a section model, or `nil` when its type has no binding.
  ///
  /// - Parameters:
  ///   - model: The section model, or an ``AnyDiffable`` wrapping it.
  ///   - table: The table.
  /// - Returns: The view.
  public func headerView(for model: any Diffable, in table: Table) -> Table.HeaderFooterView? {
    view(from: headers, for: model, in: table)
  }

  /// The configured footer view for a section model, or `nil` when its type has no binding.
  ///
  /// - Parameters:
  ///   - model: The section model, or an ``AnyDiffable`` wrapping it.
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
  /// - Returns: Whether the model's type has a binding (else the view shows a title).
  /// - Precondition: The view is of the class the model's binding makes (or a subclass);
  ///   otherwise the program stops with a message naming both classes.
  @discardableResult
  public func configure(_ view: Table.HeaderFooterView, for model: any Diffable, isHeader: Bool)
    -> Bool
  {
    let value = Self.unwrapped(model)
    guard let binding = (isHeader ? headers : footers)[ObjectIdentifier(type(of: value))] else {
      return false
    }
    binding.configure(view, value)
    return true
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

  /// Binds a section model type to a header view class that the table makes its own way — from
  /// a nib, say.
  ///
  /// - Parameters:
  ///   - viewType: The class of the views the registration makes.
  ///   - modelType: The section model type.
  ///   - registration: Registers the views with a table for the derived reuse identifier.
  ///   - configure: Sets the view's content from the section model.
  /// - Precondition: The registration registers `viewType`, or a subclass, for the identifier;
  ///   otherwise the first view of another class the binding gets stops the program with a
  ///   message naming both classes.
  public mutating func registerHeader<View: AnyObject, Model: Diffable>(
    _ viewType: View.Type, for modelType: Model.Type,
    registration: @escaping @MainActor (Table, String) -> Void,
    configure: @escaping @MainActor (View, Model) -> Void
  ) {
    headers[ObjectIdentifier(modelType)] = Self.binding(viewType, "header", registration, configure)
  }

  /// Binds a section model type to a footer view class that the table makes its own way.
  ///
  /// - Parameters:
  ///   - viewType: The class of the views the registration makes.
  ///   - modelType: The section model type.
  ///   - registration: Registers the views with a table for the derived reuse identifier.
  ///   - configure: Sets the view's content from the section model.
  /// - Precondition: The registration registers `viewType`, or a subclass, for the identifier,
  ///   as ``registerHeader(_:for:registration:configure:)``'s does.
  public mutating func registerFooter<View: AnyObject, Model: Diffable>(
    _ viewType: View.Type, for modelType: Model.Type,
    registration: @escaping @MainActor (Table, String) -> Void,
    configure: @escaping @MainActor (View, Model) -> Void
  ) {
    footers[ObjectIdentifier(modelType)] = Self.binding(viewType, "footer", registration, configure)
  }

  private static func binding<View: AnyObject, Model: Diffable>(
    _ viewType: View.Type, _ configure: @escaping @MainActor (View, Model) -> Void,
    _ kind: String
  ) -> Binding {
    guard let baseType = viewType as? Table.HeaderFooterView.Type else {
      contractViolation(
        "HeaderFooterFactory: \(viewType) is not a subclass of the table's header-footer view class \(Table.HeaderFooterView.self)"
      )
    }
    return binding(
      viewType, kind,
      { table, identifier in table.registerHeaderFooterView(baseType, reuseIdentifier: identifier)
      },
      configure)
  }

  private static func binding<View: AnyObject, Model: Diffable>(
    _ viewType: View.Type, _ kind: String,
    _ registration: @escaping @MainActor (Table, String) -> Void,
    _ configure: @escaping @MainActor (View, Model) -> Void
  ) -> Binding {
    let identifier = derivedReuseIdentifier(for: viewType, style: kind)
    return Binding(
      reuseIdentifier: identifier,
      register: { registration($0, identifier) },
      configure: { view, model in
        guard let model = model as? Model else { return }
        guard let view = view as? View else {
          contractViolation(
            "HeaderFooterFactory: the binding of \(Model.self) to \(View.self) got a \(type(of: view)) (reuse identifier \"\(identifier)\"): its registration must register \(View.self), or a subclass, for that identifier, and configure(_:for:isHeader:) takes only the views the binding makes"
          )
        }
        configure(view, model)
      })
  }

  static func unwrapped(_ model: any Diffable) -> any Diffable {
    AnyDiffable.unwrapped(model)
  }
}
