// Apps import TableModelCore (or TableModelUIKit) and get the change vocabulary and the diff too.
@_exported public import TableModelDiff
