import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DockerfileParser } from 'dockerfile-ast';

/** No container engine runs here or in CI: the Dockerfile and compose file are parsed and their shape checked. */
describe('deployment files', () => {
  it('Dockerfile: multi-stage on Debian Node 20, runs as the unprivileged node user', () => {
    const file = DockerfileParser.parse(fs.readFileSync('Dockerfile', 'utf8'));
    const froms = file.getFROMs().map((f) => f.getImage());
    expect(froms).toEqual(['node:20-bookworm-slim', 'node:20-bookworm-slim']);
    const run = file.getInstructions().slice(file.getInstructions().indexOf(file.getFROMs()[1]));
    expect(run.filter((i) => i.getKeyword() === 'USER').map((i) => i.getArgumentsContent())).toEqual(['node']);
    expect(run.at(-1)?.getKeyword()).toBe('CMD');
  });

  it('compose.yaml: two app replicas on PostgreSQL and Redis, started once those are healthy', () => {
    const compose = parse(fs.readFileSync('compose.yaml', 'utf8')) as {
      services: Record<
        string,
        { deploy?: { replicas?: number }; environment?: Record<string, string>; depends_on?: object }
      >;
    };
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'postgres', 'redis']);
    const app = compose.services.app;
    expect(app.deploy?.replicas).toBe(2);
    expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    expect(app.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(app.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
  });
});
