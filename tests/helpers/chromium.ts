import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** The one command a user who is not root runs (a fresh machine may have no package lists yet). */
export const INSTALL_COMMAND = "sudo sh -c 'apt-get update && apt-get install -y chromium'";

export interface ChromiumSetup {
  /** CHROMIUM_PATH, when set: that browser is the one to use, never replaced by Debian's. */
  path?: string;
  exists: (file: string) => boolean;
  isRoot: boolean;
  /** Runs a command (output shown); its exit status. */
  run: (command: string, args: string[]) => number;
}

const system: ChromiumSetup = {
  path: process.env.CHROMIUM_PATH,
  exists: fs.existsSync,
  isRoot: process.getuid?.() === 0,
  run: (command, args) =>
    spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status ??
    1,
};

/**
 * The browser tests' Chromium (tests/browser/browser.ts): on a fresh Debian machine `npm test` installs Debian's
 * package when it runs as root, and otherwise stops before any test with the one command to run.
 */
export function ensureChromium(setup: ChromiumSetup = system): void {
  const wanted = setup.path ?? DEBIAN_CHROMIUM;
  if (setup.exists(wanted)) return;
  if (setup.path) throw new Error(`CHROMIUM_PATH=${setup.path} does not exist`);
  if (!setup.isRoot)
    throw new Error(`${DEBIAN_CHROMIUM} is missing; install Debian's Chromium with:\n  ${INSTALL_COMMAND}`);
  console.info(`${DEBIAN_CHROMIUM} is missing: installing Debian's chromium package`);
  const ok =
    setup.run('apt-get', ['update', '-qq']) === 0 && setup.run('apt-get', ['install', '-y', '-qq', 'chromium']) === 0;
  if (!ok || !setup.exists(DEBIAN_CHROMIUM)) {
    throw new Error(`installing chromium failed; run: apt-get update && apt-get install -y chromium`);
  }
}
