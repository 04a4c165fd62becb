import { diffJson, shown } from '../diff';

/** What differs between two versions of a page, one line per changed field. */
export function Changes({ before, after, label }: { before: unknown; after: unknown; label: string }) {
  const changes = diffJson(before, after);
  if (!changes.length) return <p>Sin diferencias.</p>;
  return (
    <table className="ed-changes" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Dónde</th>
          <th scope="col">Antes</th>
          <th scope="col">Después</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.pointer}>
            <td>
              <code>{c.pointer}</code>
            </td>
            <td className="ed-changes__before">{shown(c.before)}</td>
            <td className="ed-changes__after">{shown(c.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
