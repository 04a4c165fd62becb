import type { Meta, StoryObj } from '@storybook/react-vite';
import { ctxFixture } from '../../fixtures/site';
import { placeholderImages } from '../../fixtures/cards';
import { VideoStream } from './VideoStream';

const meta = {
  title: 'Bloques/Otros/video-stream',
  id: 'bloques-video-stream',
  component: VideoStream,
  args: {
    config: { published: true },
    data: {
      player: {
        title: 'Así avanza el metro de Bogotá',
        sources: [{ src: 'https://videos.example.org/metro/720.mp4', type: 'video/mp4' }],
        poster: '/images/ABCDEFGHIJKLMNOPQRSTUVWXYZ/1280x720.jpg',
        tracks: [{ src: 'https://videos.example.org/metro/es.vtt', label: 'Español', srclang: 'es' }],
        width: 1280,
        height: 720,
      },
      transcript: [
        'La primera línea del metro de Bogotá tendrá 16 estaciones.',
        'El viaducto cruza la avenida Primero de Mayo.',
      ],
      video: {
        name: 'Así avanza el metro de Bogotá',
        description: 'Recorrido por el viaducto',
        uploadDate: '2026-11-20T15:30:00Z',
      },
    },
    ctx: ctxFixture(),
  },
  parameters: { msw: { handlers: [placeholderImages] } },
} satisfies Meta<typeof VideoStream>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser's own player (poster until play, nothing loaded before) and the transcript, folded. */
export const WithTranscript: Story = { name: 'Con transcripción' };

/** A video without a transcript: the player alone. */
export const PlayerOnly: Story = {
  name: 'Solo el reproductor',
  args: { data: { ...meta.args.data, transcript: undefined } },
};
