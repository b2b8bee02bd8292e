'use client'

/** A file of a document as its row shows it. */
export interface FileRow {
  url: string
  filename: string
  /** "6.5 KB", "PDF" */
  size: string
  type: string
  version: string
  sha256: string
}

/** The words of the rows, with `{type}`, `{title}`, `{version}` and `{size}` for a file's. */
export interface DocumentRowsText {
  products: string
  sha256: string
  /** "Download {type}" */
  download: string
  /** the download link's accessible name: "Download {type}: {title}, version {version}, {size}" */
  downloadLabel: string
}

export interface DocumentRow {
  /** the row's anchor (search results link to it) */
  anchor: string
  type: string
  title: string
  /** version, date, language and systems, in one line */
  meta: string
  notes: string
  products: { href: string; model: string }[]
  file: FileRow
  /** "Previous versions (2)", and each of them */
  previousTitle: string
  previous: { key: number; meta: string; notes: string; file: FileRow }[]
}

/** The rows' titles: h2 right under the download centre's h1, h3 under a product page's "Downloads" h2. */
export type DocumentRowsTitleLevel = 'h2' | 'h3'

/** The classes of the page's CSS module (desktop or mobile) that the rows use. */
export type DocumentRowsClassName = 'documents' | 'releaseNotes' | 'documentProducts' | 'productChip' | 'download' | 'downloadSmall'

interface Props {
  rows: DocumentRow[]
  text: DocumentRowsText
  classNames: Readonly<Record<DocumentRowsClassName, string>>
  id?: string
  titleLevel: DocumentRowsTitleLevel
}

/** A text with its `{name}` placeholders filled. */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)

function File({ file, title, text, className }: { file: FileRow; title: string; text: DocumentRowsText; className: string }) {
  const values = { title, type: file.type, version: file.version, size: file.size }
  return (
    <p>
      <span>{`${file.size} · ${text.sha256}`}</span>
      <code data-testid="sha256">{file.sha256}</code>
      <a href={file.url} download={file.filename} className={className} aria-label={fill(text.downloadLabel, values)}>
        {fill(text.download, values)}
      </a>
    </p>
  )
}

/**
 * Issue 36: documents' rows rendered from their texts. A client component so that a row travels
 * in the page's RSC payload as its data (≈ 0.5 kB) rather than as its element tree (≈ 1.4 kB):
 * every page of the download centre stays within 60 kB of HTML. It has no state: what the server
 * renders is the whole row, without JavaScript too. Styled by place (DocumentList's CSS).
 */
export function DocumentRows({ rows, text, classNames, id, titleLevel: Title }: Props) {
  return (
    <ul className={classNames.documents} id={id}>
      {rows.map((row) => (
        <li key={row.anchor} id={row.anchor}>
          <div>
            <p>{row.type}</p>
            <Title>{row.title}</Title>
            <p>{row.meta}</p>
            {row.notes && <p className={classNames.releaseNotes}>{row.notes}</p>}
            {row.products.length > 0 && (
              <p className={classNames.documentProducts}>
                <span className="visually-hidden">{text.products}</span>
                {row.products.map((product) => (
                  <a key={product.href} href={product.href} className={classNames.productChip}>
                    {product.model}
                  </a>
                ))}
              </p>
            )}
          </div>
          <File file={row.file} title={row.title} text={text} className={classNames.download} />
          {row.previous.length > 0 && (
            <details>
              <summary>{row.previousTitle}</summary>
              <ul>
                {row.previous.map((version) => (
                  <li key={version.key}>
                    <p>{version.meta}</p>
                    {version.notes && <p className={classNames.releaseNotes}>{version.notes}</p>}
                    <File file={version.file} title={row.title} text={text} className={classNames.downloadSmall} />
                  </li>
                ))}
              </ul>
            </details>
          )}
        </li>
      ))}
    </ul>
  )
}
