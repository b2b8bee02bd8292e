/**
 * Issue 31: what axe found in Payload 3.90's own admin markup, named where Payload leaves a control
 * without a name a screen reader can read (or with "[object Object]" in it, from a `{ zh, en }`
 * label it did not translate). Each rule fixes one kind of element and leaves any element Payload
 * already names alone, so an upgrade that fixes one makes its rule find nothing. Plain DOM, no
 * React: run by AdminA11y on every change of the admin's page.
 */

export interface AdminNames {
  previousPage: string
  nextPage: string
  moreOptions: string
  rowActions: string
  edit: string
  reorder: string
  selectAll: string
  selectRow: string
  choose: string
  previewFrame: string
  previewWidth: string
  previewHeight: string
  sortBy: (label: string, direction: 'asc' | 'desc') => string
  createNew: (label: string) => string
  editItem: (title: string) => string
  removePicture: string
  removeFile: string
  copyAddress: string
  addBlock: string
  dragToMove: string
  insertParagraph: string
}

const hasName = (element: Element) =>
  Boolean(element.getAttribute('aria-label')?.trim() || element.getAttribute('aria-labelledby') || element.textContent?.trim())

/** Names an element; writes only what differs, so a watcher of these attributes comes to rest. */
function name(element: Element, text: string) {
  if (element.getAttribute('aria-label') !== text) element.setAttribute('aria-label', text)
  if (element.hasAttribute('title') && element.getAttribute('title') !== text) element.setAttribute('title', text)
}

/** The visible label of the field a control belongs to. */
function fieldLabel(element: Element): string {
  const field = element.closest('.field-type, .localizer, .per-page, .where-builder, .column-selector, .sort-complex')
  const label = field?.querySelector('label, .field-label')?.textContent?.replace(/\*$/, '').trim()
  return label ?? ''
}

export function repairAdminNames(root: ParentNode, names: AdminNames): void {
  // Issue 38: an upload's ✕ removes the picture (or file) from the field; it is no "Edit".
  for (const button of root.querySelectorAll('button[class*="details__remove"]')) {
    const picture = button.closest('.upload-relationship-details, .file-details, .draggable-file-details')?.querySelector('img')
    name(button, picture ? names.removePicture : names.removeFile)
  }
  // The copy button's only text is a tooltip screen readers do not read.
  for (const button of root.querySelectorAll('.copy-to-clipboard')) if (!button.getAttribute('aria-label')?.trim()) name(button, names.copyAddress)
  // A chosen item of a many-item picker is a sortable "button" holding buttons (its pencil and ✕):
  // a group, still reached by the keyboard to sort it.
  for (const chip of root.querySelectorAll('.rs__multi-value[role="button"][aria-roledescription="sortable"]')) chip.setAttribute('role', 'group')
  // A table row's pencil opens the document in a drawer: named by the row's title.
  for (const button of root.querySelectorAll('.drawer-link__doc-drawer-toggler')) {
    if (!hasName(button)) name(button, names.editItem(button.closest('.drawer-link')?.querySelector('.drawer-link__cell')?.textContent?.trim() ?? ''))
  }
  // The rich-text editor's own controls, named in English whatever the admin's language.
  for (const button of root.querySelectorAll('.add-block-menu')) name(button, names.addBlock)
  for (const handle of root.querySelectorAll('.draggable-block-menu')) name(handle, names.dragToMove)
  for (const button of root.querySelectorAll('.insert-paragraph-at-end')) name(button, names.insertParagraph)
  // The rich-text editor's text box, named by its field.
  for (const box of root.querySelectorAll('.rich-text-lexical [contenteditable="true"]')) if (!box.getAttribute('aria-label')) name(box, fieldLabel(box))
  // A box's tooltip named the field in code ("checkedIn"): it reads its label.
  for (const box of root.querySelectorAll<HTMLInputElement>('.checkbox-input input[type="checkbox"][title]')) {
    const label = box.id ? root.querySelector(`label[for="${CSS.escape(box.id)}"]`)?.textContent?.replace(/\*$/, '').trim() : ''
    if (label && box.title !== label) box.title = label
  }
  // Buttons Payload draws as an icon only.
  for (const button of root.querySelectorAll('button.clickable-arrow--left')) if (!hasName(button)) name(button, names.previousPage)
  for (const button of root.querySelectorAll('button.clickable-arrow--right')) if (!hasName(button)) name(button, names.nextPage)
  for (const button of root.querySelectorAll('button.array-actions__button')) if (!hasName(button)) name(button, names.rowActions)
  for (const button of root.querySelectorAll('button.popup-button')) if (!hasName(button)) name(button, names.moreOptions)
  for (const button of root.querySelectorAll('button.btn--icon-only, a.btn--icon-only')) if (!hasName(button)) name(button, names.edit)
  // Drag handles (role="button") of sortable rows and uploads.
  for (const handle of root.querySelectorAll('[role="button"][aria-roledescription="sortable"]')) if (!hasName(handle)) name(handle, names.reorder)
  // The list's checkboxes: the header's selects all, each row's its row.
  for (const box of root.querySelectorAll<HTMLInputElement>('table input[type="checkbox"]')) {
    if (box.getAttribute('aria-label')?.trim()) continue
    name(box, box.closest('thead') ? names.selectAll : names.selectRow)
  }
  // Select menus (react-select) whose input names nothing: named by their field.
  for (const input of root.querySelectorAll('input[id^="react-select-"]')) {
    if (input.getAttribute('aria-label')?.trim() || input.getAttribute('aria-labelledby')) continue
    if (input.id && root.querySelector(`label[for="${CSS.escape(input.id)}"]`)) continue
    name(input, fieldLabel(input) || names.choose)
  }
  // Live preview (opened by the toggle, remembered per editor): its frame and its size fields.
  for (const frame of root.querySelectorAll('iframe#live-preview-iframe')) {
    if (!frame.getAttribute('title')?.trim() && !frame.getAttribute('aria-label')?.trim()) frame.setAttribute('title', names.previewFrame)
  }
  for (const input of root.querySelectorAll('input[name="live-preview-width"]')) if (!hasName(input)) name(input, names.previewWidth)
  for (const input of root.querySelectorAll('input[name="live-preview-height"]')) if (!hasName(input)) name(input, names.previewHeight)
  // The SEO tab's search-result preview is a picture of a result (no pointer events): its title
  // link is empty until a meta title is written, and an empty link is nothing to read or to reach.
  for (const link of root.querySelectorAll('[style*="pointer-events"] a')) {
    const empty = !link.textContent?.trim()
    if (empty && !link.hasAttribute('data-empty-preview')) {
      link.setAttribute('data-empty-preview', '')
      link.setAttribute('aria-hidden', 'true')
      link.setAttribute('tabindex', '-1')
    } else if (!empty && link.hasAttribute('data-empty-preview')) {
      for (const attribute of ['data-empty-preview', 'aria-hidden', 'tabindex']) link.removeAttribute(attribute)
    }
  }
  // A hidden decoration must not take the keyboard's focus.
  for (const hidden of root.querySelectorAll('[aria-hidden="true"]')) {
    if (hidden.getAttribute('tabindex') !== '-1' && hidden.matches('button, [tabindex]')) hidden.setAttribute('tabindex', '-1')
  }
  // "Create new" buttons: "[object Object]" for a `{ zh, en }` collection label
  // (payloadcms/payload#17069), named from the dashboard card's own title, or the field's label.
  for (const button of root.querySelectorAll('[aria-label*="[object Object]"]')) {
    const title = button.closest('.card')?.querySelector('.card__title')?.textContent?.trim() || fieldLabel(button)
    if (title) name(button, names.createNew(title))
  }
  // "Sort by [object Object] Ascending", "按 {{label}} 升序 排序": named from the column's own heading.
  for (const button of root.querySelectorAll('.sort-column__button')) {
    if (!/\[object Object\]|\{\{/.test(button.getAttribute('aria-label') ?? '')) continue
    const label = button.closest('.sort-column')?.querySelector('.sort-column__label, .field-label')?.textContent?.trim() ?? ''
    name(button, names.sortBy(label, button.classList.contains('sort-column__desc') ? 'desc' : 'asc'))
  }
  // A tab whose name is not its visible text ("Versions" beside "Versions 3"): its text names it.
  for (const tab of root.querySelectorAll('a.doc-tab[aria-label], button.doc-tab[aria-label]')) {
    const visible = tab.textContent?.replace(/\s+/g, ' ').trim() ?? ''
    const label = tab.getAttribute('aria-label') ?? ''
    if (visible && !label.toLowerCase().includes(visible.toLowerCase())) tab.removeAttribute('aria-label')
  }
  // The edit view's tab bar is a list whose items are links and divs, not <li>: no list semantics.
  for (const list of root.querySelectorAll('ul.doc-tabs__tabs:not([role="none"])')) list.setAttribute('role', 'none')
}
