/** A view that shows nothing: the layout beside this file has drawn the listing and its way back. */
export default function EmptyView() {
  return null;
}
