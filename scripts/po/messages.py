#!/usr/bin/env python3
"""The messages for people in the sources, and the catalogues that translate them.

xgettext reads no Swift, so this finds every message by its call: tr("..."), trStored("...")
and trPlural("...", "...", ...) (Sources/BeepTest/Text/Translation.swift), each message one
string literal (multi-line literals too), without interpolation.

    scripts/po/messages.py pot      writes po/beeptest.pot, the template a new language starts from
                                    (msginit) and an old one is brought up to date with (msgmerge)
    scripts/po/messages.py check    exit 1, naming each fault: a message missing from a catalogue,
                                    untranslated or fuzzy; a catalogue entry no message uses; a
                                    message that is not one plain literal; po/beeptest.pot out of date

--root DIR reads another copy of the package (the tests check that a fault is found).
"""
import argparse
import os
import re
import sys

CALL = re.compile(r'(?<![\w.])(trPlural|trStored|tr)\(')
HEADER = '''# Messages of beeptest for people: the view, tables, pages, help and errors.
# Made by scripts/po/messages.py pot from the sources; do not edit by hand.
#, fuzzy
msgid ""
msgstr ""
"Project-Id-Version: beeptest\\n"
"Language: \\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"
'''


def multiline_literal(text, start):
    """The value of the multi-line Swift literal at text[start] (three quotes) and the index after it:
    each line without the closing delimiter's indentation, a line ending in a backslash joined to
    the next, no newline after the opening delimiter or before the closing one."""
    opening_end = text.index('\n', start) + 1
    close = re.compile(r'^([ \t]*)"""', re.M).search(text, opening_end)
    if close is None:
        return None, start
    indent = close.group(1)
    body = text[opening_end:close.start()]
    lines = body.split('\n')[:-1] if body.endswith('\n') else body.split('\n')
    value = ''
    for index, line in enumerate(lines):
        if line.strip() and not line.startswith(indent):
            return None, start
        line = line[len(indent):]
        if '\\(' in line:
            return None, start
        joined = line.endswith('\\') and not line.endswith('\\\\')
        if joined:
            line = line[:-1]
        value += line
        if not joined and index < len(lines) - 1:
            value += '\n'
    unescaped, _ = swift_literal('"' + value.replace('"', '\\"').replace('\n', '\\n') + '"', 0)
    return unescaped, close.end()


def swift_literal(text, start):
    """The value of the Swift string literal at text[start] (a quote) and the index after it."""
    if text.startswith('"""', start):
        return multiline_literal(text, start)
    if text[start] != '"':
        return None, start
    value = []
    i = start + 1
    while i < len(text):
        c = text[i]
        if c == '"':
            return ''.join(value), i + 1
        if c == '\n':
            return None, i
        if c == '\\':
            n = text[i + 1]
            if n == '(':
                return None, i
            if n == 'u':
                close = text.index('}', i)
                value.append(chr(int(text[i + 3:close], 16)))
                i = close + 1
                continue
            value.append({'n': '\n', 't': '\t', '0': '\0', '"': '"', "'": "'", '\\': '\\'}[n])
            i += 2
            continue
        value.append(c)
        i += 1
    return None, i


def skip_space(text, i):
    while i < len(text) and text[i] in ' \t\n':
        i += 1
    return i


def messages(root):
    """{(msgid, plural or None): [places]}, and the faults found on the way."""
    found = {}
    faults = []
    for folder, folders, files in os.walk(os.path.join(root, 'Sources')):
        folders.sort()
        for name in sorted(files):
            if not name.endswith('.swift'):
                continue
            path = os.path.join(folder, name)
            text = open(path, encoding='utf-8').read()
            for match in CALL.finditer(text):
                line = text.count('\n', 0, match.start()) + 1
                place = '%s:%d' % (os.path.relpath(path, root), line)
                prefix = text[text.rfind('\n', 0, match.start()) + 1:match.start()]
                if prefix.lstrip().startswith('///') or prefix.lstrip().startswith('//'):
                    continue
                if re.search(r'\bfunc\s+$', prefix):
                    continue
                i = skip_space(text, match.end())
                msgid, i = swift_literal(text, i)
                plural = None
                if msgid is not None and match.group(1) == 'trPlural':
                    i = skip_space(text, i)
                    if text[i] == ',':
                        plural, i = swift_literal(text, skip_space(text, i + 1))
                    if plural is None:
                        msgid = None
                if msgid is None:
                    faults.append('%s: %s( takes one plain literal' % (place, match.group(1)))
                    continue
                found.setdefault((msgid, plural), []).append(place)
    return found, faults


def po_string(value):
    escaped = value.replace('\\', '\\\\').replace('"', '\\"').replace('\n', '\\n').replace('\t', '\\t')
    return '"%s"' % escaped


def pot(found):
    out = [HEADER]
    for (msgid, plural), places in found.items():
        out.append('')
        # Files only, as xgettext --add-location=file: a line moved by an edit leaves the template as it was.
        files = []
        for place in places:
            name = place.rsplit(':', 1)[0]
            if name not in files:
                files.append(name)
        out.append('#: ' + ' '.join(files))
        if '%' in msgid or (plural and '%' in plural):
            out.append('#, c-format')
        out.append('msgid ' + po_string(msgid))
        if plural is None:
            out.append('msgstr ""')
        else:
            out.append('msgid_plural ' + po_string(plural))
            out.append('msgstr[0] ""')
            out.append('msgstr[1] ""')
    return '\n'.join(out) + '\n'


def unquote(text):
    body = text[1:-1]
    return re.sub(r'\\(.)', lambda m: {'n': '\n', 't': '\t'}.get(m.group(1), m.group(1)), body)


def catalogue(path):
    """The entries of a .po file: {(msgid, plural): (flags, [msgstr...])}, obsolete ones left out."""
    entries = {}
    current = None
    field = None
    flags = set()

    def finish():
        if current is not None and current.get('msgid') is not None:
            key = (current['msgid'], current.get('msgid_plural'))
            strings = [current[k] for k in sorted(current) if k.startswith('msgstr')]
            entries[key] = (current['flags'], strings)

    for raw in open(path, encoding='utf-8'):
        line = raw.rstrip('\n')
        if line.startswith('#~') or not line.strip():
            continue
        if line.startswith('#,'):
            flags |= {flag.strip() for flag in line[2:].split(',')}
            continue
        if line.startswith('#'):
            continue
        if line.startswith('"'):
            current[field] += unquote(line)
            continue
        keyword, _, value = line.partition(' ')
        if keyword == 'msgid':
            finish()
            current = {'flags': flags}
            flags = set()
        field = keyword
        current[field] = unquote(value)
    finish()
    return entries


def check(root):
    found, faults = messages(root)
    po = os.path.join(root, 'po')
    languages = [word for line in open(os.path.join(po, 'LINGUAS'))
                 if not line.startswith('#') for word in line.split()]
    for lang in languages:
        entries = catalogue(os.path.join(po, lang + '.po'))
        header = entries.pop(('', None), None)
        if header is None or ('Language: %s\n' % lang) not in header[1][0]:
            faults.append('po/%s.po: its header does not say Language: %s' % (lang, lang))
        for key, places in sorted(found.items()):
            if key not in entries:
                faults.append('po/%s.po: no entry for %s (%s)' % (lang, po_string(key[0]), places[0]))
                continue
            flags, strings = entries[key]
            if 'fuzzy' in flags:
                faults.append('po/%s.po: %s is fuzzy' % (lang, po_string(key[0])))
            if not strings or any(not s for s in strings):
                faults.append('po/%s.po: %s is not translated' % (lang, po_string(key[0])))
        for key in sorted(entries):
            if key not in found:
                faults.append('po/%s.po: %s is used by no message in the sources' % (lang, po_string(key[0])))
    template = os.path.join(po, 'beeptest.pot')
    if not os.path.exists(template) or open(template, encoding='utf-8').read() != pot(found):
        faults.append('po/beeptest.pot is out of date: run scripts/po/messages.py pot')
    return faults


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('action', choices=['pot', 'check'])
    parser.add_argument('--root', default=os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
    arguments = parser.parse_args()
    root = os.path.abspath(arguments.root)
    if arguments.action == 'pot':
        found, faults = messages(root)
        for fault in faults:
            print(fault, file=sys.stderr)
        with open(os.path.join(root, 'po', 'beeptest.pot'), 'w', encoding='utf-8') as out:
            out.write(pot(found))
        return 1 if faults else 0
    faults = check(root)
    for fault in faults:
        print(fault)
    if not faults:
        print('catalogues: every message in every language, no entry unused')
    return 1 if faults else 0


if __name__ == '__main__':
    sys.exit(main())
