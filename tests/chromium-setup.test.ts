import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, INSTALL_COMMAND, ensureChromium, type ChromiumSetup } from './helpers/chromium';

// What `npm test` does before any test on a machine without Chromium: the machine is simulated (which files exist,
// whether we are root, what apt-get does), since this one has Chromium and installing it here proves nothing.
function machine(opts: { has: string[]; isRoot: boolean; path?: string; aptInstalls?: boolean }) {
  const files = new Set(opts.has);
  const ran: string[] = [];
  const setup: ChromiumSetup = {
    path: opts.path,
    isRoot: opts.isRoot,
    exists: (file) => files.has(file),
    run: (command, args) => {
      ran.push([command, ...args].join(' '));
      if (args.includes('install') && opts.aptInstalls !== false) files.add(DEBIAN_CHROMIUM);
      return opts.aptInstalls === false && args.includes('install') ? 100 : 0;
    },
  };
  return { setup, ran };
}

describe('ensureChromium', () => {
  it('does nothing when Debian Chromium is there', () => {
    const { setup, ran } = machine({ has: [DEBIAN_CHROMIUM], isRoot: true });
    ensureChromium(setup);
    expect(ran).toEqual([]);
  });

  it("installs Debian's chromium package when missing and running as root", () => {
    const { setup, ran } = machine({ has: [], isRoot: true });
    ensureChromium(setup);
    expect(ran).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium']);
  });

  it('stops with the one command to run when missing and not root, installing nothing', () => {
    const { setup, ran } = machine({ has: [], isRoot: false });
    expect(() => ensureChromium(setup)).toThrow(INSTALL_COMMAND);
    expect(INSTALL_COMMAND).toContain('apt-get install -y chromium');
    expect(ran).toEqual([]);
  });

  it('stops when the install fails', () => {
    const { setup } = machine({ has: [], isRoot: true, aptInstalls: false });
    expect(() => ensureChromium(setup)).toThrow(/installing chromium failed/);
  });

  it('never replaces a CHROMIUM_PATH that is missing with Debian’s package', () => {
    const { setup, ran } = machine({ has: [DEBIAN_CHROMIUM], isRoot: true, path: '/opt/chrome/chrome' });
    expect(() => ensureChromium(setup)).toThrow('CHROMIUM_PATH=/opt/chrome/chrome does not exist');
    expect(ran).toEqual([]);
  });
});
