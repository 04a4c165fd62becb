import type { NodeProblem } from './prepare-page';

/**
 * Stands in for a node that cannot render, outside production only: the editor sees the same message
 * `npm run validate` prints, where the block would have been. Production leaves the node out (and logs it).
 */
export function NodeProblemBox({ problem, title = 'Bloque no válido' }: { problem: NodeProblem; title?: string }) {
  return (
    <div
      role="alert"
      className="node-problem"
      style={{
        border: '2px solid #b00020',
        background: '#fff4f4',
        color: '#5c0011',
        padding: '0.75rem',
        margin: '0.5rem 0',
        fontFamily: 'monospace',
        fontSize: '0.85rem',
        overflowWrap: 'anywhere',
      }}
    >
      <strong>
        {title}
        {problem.block ? `: ${problem.block}` : ''}
      </strong>
      <div>{`${problem.file ? `${problem.file} ` : ''}${problem.pointer} ${problem.message}`}</div>
    </div>
  );
}
