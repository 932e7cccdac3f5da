/// How a table header object's type is shown: a view class the factory makes itself, and how
/// to configure it.
struct TableHeaderBinding {
  let viewType: ObjectIdentifier
  let make: @MainActor () -> AnyObject
  let configure: @MainActor (AnyObject, any Diffable) -> Void
}

extension HeaderFooterFactory {
  /// Binds a type of table header object (``TableHeaderProviding``) to a view the factory makes
  /// itself — never dequeued, so no section shows the same view.
  ///
  /// `TableModelUIKit` and `TableModelTesting` offer it as `registerTableHeader(_:for:configure:)`
  /// for their views.
  ///
  /// - Parameters:
  ///   - modelType: The header object's type.
  ///   - make: Makes a view.
  ///   - configure: Sets the view's content from the header object, on every change of it.
  package mutating func registerTableHeader<View: AnyObject, Model: Diffable>(
    for modelType: Model.Type, make: @escaping @MainActor () -> View,
    configure: @escaping @MainActor (View, Model) -> Void
  ) {
    tableHeaders[ObjectIdentifier(modelType)] = TableHeaderBinding(
      viewType: ObjectIdentifier(View.self), make: make,
      configure: { view, model in
        guard let view = view as? View, let model = model as? Model else { return }
        configure(view, model)
      })
  }

  /// The view of a table header object: `current`, configured again, when its binding made it;
  /// else a new view; `nil` when the object's type has no binding.
  ///
  /// - Parameters:
  ///   - header: The header object.
  ///   - current: The view the table shows now, if any.
  /// - Returns: The configured view.
  package func tableHeaderView(for header: any Diffable, reusing current: AnyObject?)
    -> AnyObject?
  {
    let value = AnyDiffable.unwrapped(header)
    guard let binding = tableHeaders[ObjectIdentifier(type(of: value))] else { return nil }
    let view =
      current.flatMap { ObjectIdentifier(type(of: $0)) == binding.viewType ? $0 : nil }
      ?? binding.make()
    binding.configure(view, value)
    return view
  }
}
