import { useState } from 'react';
import { StorySearch } from '../collections/StorySearch';
import { TextField, type FieldProps } from './fields';
import { usePickerSite } from './options';

/** A field that takes a story's id (a gallery's): found by its headline, or typed. */
export function StoryPicker(props: FieldProps) {
  const site = usePickerSite();
  const [picked, setPicked] = useState<string>();
  const current = typeof props.value === 'string' ? props.value : undefined;
  return (
    <div className="ed-picker">
      <TextField {...props} />
      {current && picked && <p className="ed-help">Elegida: «{picked}»</p>}
      <StorySearch
        site={site}
        taken={current ? [current] : []}
        title="Buscar la nota"
        action="Elegir"
        onAdd={(s) => {
          setPicked(s.headline);
          props.onChange(s.id);
        }}
      />
    </div>
  );
}
