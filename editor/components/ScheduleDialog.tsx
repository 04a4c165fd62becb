import { useId, useState, type FormEvent } from 'react';
import { schedulesApi } from '../api-schedules';
import { schedulesChanged } from '../schedules-changed';
import { zoneOf } from '../site-zone';
import { instantOf, wallOf } from '../zoned-time';
import { Modal } from './Modal';

interface Props {
  site: string;
  id: string;
  /** The last saved version: what a scheduled publish makes live. */
  version: number;
  onClose: () => void;
}

/** «Programar» (issue 26, item 1): publish the saved version or unpublish the page at a date and time of the site's zone. */
export function ScheduleDialog({ site, id, version, onClose }: Props) {
  const zone = zoneOf(site);
  const [action, setAction] = useState<'publish' | 'unpublish'>('publish');
  const [when, setWhen] = useState(() => wallOf(Date.now() + 3600_000, zone));
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = { date: useId(), time: useId() };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const at = instantOf(when.date, when.time, zone);
    if (!at) return setProblem('Escribe una fecha y una hora válidas.');
    setBusy(true);
    try {
      await schedulesApi.add(site, id, action === 'publish' ? { version, publishAt: at } : { unpublishAt: at });
      schedulesChanged();
      onClose();
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="Programar" onClose={onClose}>
      <form className="ed-schedule" onSubmit={(e) => void submit(e)}>
        <fieldset>
          <legend>Qué hacer</legend>
          <label>
            <input type="radio" checked={action === 'publish'} onChange={() => setAction('publish')} /> Publicar la
            versión guardada ({version})
          </label>
          <label>
            <input type="radio" checked={action === 'unpublish'} onChange={() => setAction('unpublish')} /> Despublicar
            la página
          </label>
        </fieldset>
        <label htmlFor={ids.date}>Fecha</label>
        <input
          id={ids.date}
          type="date"
          required
          value={when.date}
          onChange={(e) => setWhen({ ...when, date: e.target.value })}
        />
        <label htmlFor={ids.time}>Hora</label>
        <input
          id={ids.time}
          type="time"
          step={1}
          required
          value={when.time}
          onChange={(e) => setWhen({ ...when, time: e.target.value })}
        />
        <p className="ed-help">Hora de {zone.replace(/^.*\//, '').replace(/_/g, ' ')}.</p>
        {problem && (
          <p className="ed-error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="ed-button ed-button--primary" disabled={busy}>
          Programar
        </button>
      </form>
    </Modal>
  );
}
