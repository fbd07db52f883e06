// The kit's JupyterLab plugin for the zero-install site, loaded as a federated extension.
//
// lite/build.py copies this file into the site (extensions/briscola-teach-lite/static/),
// replacing __TEXTS__ with the catalogue's texts; it needs no build step and no token, only
// the application object every plugin gets:
//
// - one Python for the tab: a notebook opened while a kernel runs joins that kernel
//   (JupyterLite's sessions accept an existing kernel's id), and the kernel is shut down
//   when the last document using it closes, so none is left behind;
// - a clean start per lesson: the first cell run in a lesson after another lesson's
//   cells first empties the user namespace (%reset -f), so lessons never see each
//   other's names;
// - a screen whose model is gone (a reloaded or freshly opened lesson) shows the still
//   picture stored with it and one line saying to run the lesson, not "Loading widget...";
// - on a narrow screen (a tablet) the file browser starts closed and outputs scroll
//   inside their cell instead of overflowing sideways;
// - all of a student's work (every file the site's browser storage holds: their saved
//   lessons, hands, progress) downloads as one .zip and comes back from it (two buttons on the
//   file browser's toolbar, and the File menu);
//   a file already there with other contents is kept and the
//   one from the .zip goes beside it (name-2, name-3...), never over it;
// - a student's saved copy of a lesson the teacher has since updated says so when opened,
//   with a button that keeps the copy under another name and opens the new version;
// - the card table (the app's notebook) opened from the start page runs by itself and
//   shows only the table.
(function () {
  'use strict';
  var NAME = 'briscola-teach-lite';
  var TEXTS = __TEXTS__;
  // Each shipped notebook's path -> its fingerprint in this build (lite/build.py stamps the same
  // fingerprint into the notebook's metadata, so a student's saved copy remembers its version).
  var LESSONS = __LESSONS__;
  // The card table's notebook (the app's), opened from the start page to show only the table.
  var APP_PATH = __APP_PATH__;
  var STAMP = 'briscola_teach';
  var MANIFEST = 'briscola_teach_work.json';
  var WIDGET_VIEW = 'application/vnd.jupyter.widget-view+json';
  var NARROW = 1200;
  var RESET = "get_ipython().run_line_magic('reset', '-f')";
  var WAITING = /^\s*(Loading widget|Error displaying widget)/;

  function language(path) {
    var top = String(path || '').split('/')[0];
    if (TEXTS[top]) return top;
    var asked = (navigator.language || '').slice(0, 2);
    return TEXTS[asked] ? asked : Object.keys(TEXTS)[0];
  }

  function liveKernels(app) {
    var found = {};
    for (var model of app.serviceManager.sessions.running()) {
      if (model.kernel && model.kernel.id) found[model.kernel.id] = model.kernel;
    }
    return Object.values(found);
  }

  function kernelsInUse(app) {
    var used = new Set();
    for (var widget of app.shell.widgets('main')) {
      var context = widget.sessionContext;
      var kernel = context && !context.isDisposed && context.session && context.session.kernel;
      if (kernel) used.add(kernel.id);
    }
    return used;
  }

  // Every new session joins the running kernel; a start waits for one still starting.
  function shareOneKernel(app) {
    var sessions = app.serviceManager.sessions;
    var startNew = sessions.startNew.bind(sessions);
    var starting = Promise.resolve();
    sessions.startNew = function (options, connectOptions) {
      var started = starting.then(function () {
        return sessions.refreshRunning();
      }).then(function () {
        var running = liveKernels(app)[0];
        if (running) options = Object.assign({}, options, {kernel: {id: running.id, name: running.name}});
        return startNew(options, connectOptions);
      });
      starting = started.catch(function () {});
      return started;
    };
  }

  // When no open document uses a kernel any more, its sessions (and so the kernel) end.
  var sweeping = Promise.resolve();
  function sweep(app) {
    sweeping = sweeping.then(function () {
      return new Promise(function (resolve) { setTimeout(resolve, 200); });
    }).then(function () {
      return app.serviceManager.sessions.refreshRunning();
    }).then(function () {
      var used = kernelsInUse(app);
      var orphans = [...app.serviceManager.sessions.running()].filter(function (model) {
        return model.kernel && !used.has(model.kernel.id);
      });
      return orphans.reduce(function (done, model) {
        return done.then(function () {
          return app.serviceManager.sessions.shutdown(model.id).catch(function () {});
        });
      }, Promise.resolve());
    }).catch(function (error) { console.warn(NAME + ': sweeping kernels', error); });
    return sweeping;
  }

  var lastLesson = {path: null};
  function cleanStartPerLesson(panel) {
    function guard() {
      var session = panel.sessionContext.session;
      var kernel = session && session.kernel;
      if (!kernel || kernel.__briscolaGuarded) return;
      kernel.__briscolaGuarded = true;
      var execute = kernel.requestExecute.bind(kernel);
      kernel.requestExecute = function (content, disposeOnDone, metadata) {
        if (!content.silent) {
          var path = panel.context.path;
          if (lastLesson.path !== null && lastLesson.path !== path) {
            execute({code: RESET, silent: true, store_history: false}, true);
          }
          lastLesson.path = path;
        }
        return execute(content, disposeOnDone, metadata);
      };
    }
    panel.sessionContext.kernelChanged.connect(guard);
    panel.sessionContext.statusChanged.connect(function (_, status) {
      if (status === 'restarting' || status === 'autorestarting') lastLesson.path = null;
    });
    guard();
  }

  function showStill(node, model, options, path) {
    var html = model.data['text/html'];
    if (html === undefined) return;
    html = Array.isArray(html) ? html.join('') : String(html);
    if (!model.trusted && options.sanitizer) html = options.sanitizer.sanitize(html);
    var note = document.createElement('div');
    note.className = 'bt-lite-still-note';
    note.textContent = TEXTS[language(path)].still_picture;
    var still = document.createElement('div');
    still.className = 'bt-lite-still';
    still.innerHTML = html;
    node.textContent = '';
    node.appendChild(note);
    node.appendChild(still);
  }

  function stillPictures(factory, path) {
    return Object.assign({}, factory, {
      createRenderer: function (options) {
        var renderer = factory.createRenderer(options);
        var renderModel = renderer.renderModel.bind(renderer);
        renderer.renderModel = function (model) {
          var node = renderer.node;
          var check = function () {
            if (!node.querySelector('.bt-lite-still') && !node.firstElementChild
                && WAITING.test(node.textContent)) showStill(node, model, options, path);
          };
          new MutationObserver(check).observe(node, {childList: true, characterData: true});
          var rendered = renderModel(model);
          check();
          return rendered;
        };
        return renderer;
      }
    });
  }

  function wrapWidgetRenderer(panel) {
    var rendermime = panel.content.rendermime;
    var path = panel.context.path;
    var addFactory = rendermime.addFactory.bind(rendermime);
    rendermime.addFactory = function (factory, rank) {
      if (factory.mimeTypes.indexOf(WIDGET_VIEW) >= 0) factory = stillPictures(factory, path);
      return addFactory(factory, rank);
    };
    var present = rendermime.getFactory(WIDGET_VIEW);
    if (present) rendermime.addFactory(present, rendermime.getRank(WIDGET_VIEW));
  }

  function fitNarrowScreens(app) {
    var style = document.createElement('style');
    style.textContent = [
      '.bt-lite-still-note { font-style: italic; color: var(--jp-ui-font-color2); margin: 2px 0 6px; }',
      '.bt-lite-still { pointer-events: none; opacity: 0.85; }',
      '.bt-lite-work-button { display: inline-block; min-width: 16px; min-height: 16px; background-size: 16px;',
      '  background-repeat: no-repeat; background-position: center; }',
      // JupyterLab gives the file browser's buttons an icon's width: these two hold a label as well.
      '.jp-FileBrowser-toolbar .jp-ToolbarButtonComponent[data-command^="briscola-teach:"] { width: auto; gap: 4px;',
      '  padding: 0 6px; }',
      '@media (max-width: ' + (NARROW - 1) + 'px) { .jp-OutputArea-output { max-width: 100%; overflow-x: auto; } }',
      appStyle()
    ].join('\n');
    document.head.appendChild(style);
    // JupyterLab opens the file browser on its own more than once as it starts (restoring
    // the layout, going to an opened file's folder): keep it closed each time the layout
    // changes, until the student opens it (a click on the side bar, or Ctrl+B).
    var touched = false;
    document.addEventListener('pointerdown', function (event) {
      if (event.target.closest && event.target.closest('.jp-SideBar')) touched = true;
    }, true);
    document.addEventListener('keydown', function (event) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'b') touched = true;
    }, true);
    function keepClosed() {
      if (isAppPage()) { if (!app.shell.leftCollapsed) app.shell.collapseLeft(); return; }
      if (!touched && window.innerWidth < NARROW && !app.shell.leftCollapsed) app.shell.collapseLeft();
    }
    app.shell.layoutModified.connect(keepClosed);
    app.restored.then(keepClosed);
  }

  function say(key, values) {
    var words = TEXTS[uiLanguage()][key];
    return words.replace(/\{(\w+)\}/g, function (_, name) { return String(values[name]); });
  }

  var currentApp = null;
  function uiLanguage() {
    var widget = currentApp && currentApp.shell.currentWidget;
    var path = widget && widget.context ? widget.context.path : '';
    if (TEXTS[String(path).split('/')[0]]) return language(path);
    var asked = new URLSearchParams(location.search).get('lang') || '';
    if (TEXTS[asked]) return asked;
    var locale = (document.documentElement.lang || '').slice(0, 2);
    return TEXTS[locale] ? locale : language('');
  }

  // A message the student must read whole (a notification would cut a long one short), under a title.
  function notify(message, title) {
    var apputils = shared.apputils;
    if (!apputils || !apputils.showDialog) { window.alert(message); return; }
    var body = document.createElement('p');
    body.className = 'bt-lite-message';
    body.textContent = message;
    apputils.showDialog({title: title, body: new (shared.widgets.Widget)({node: body}),
                         buttons: [apputils.Dialog.okButton()]}).catch(function () {});
  }

  // -- the student's work as one .zip (stored, not compressed: the files are small) -----------

  var CRC_TABLE = (function () {
    var table = new Uint32Array(256);
    for (var n = 0; n < 256; n++) {
      var c = n;
      for (var k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
    return table;
  })();

  function crc32(bytes) {
    var crc = 0xffffffff;
    for (var i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
  }

  function dosTime(date) {
    return {time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
            date: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate()};
  }

  // entries: [{name, bytes, date}] -> a Blob holding the .zip.
  function writeZip(entries) {
    var encoder = new TextEncoder();
    var parts = [], central = [], offset = 0;
    entries.forEach(function (entry) {
      var name = encoder.encode(entry.name), when = dosTime(entry.date || new Date());
      var crc = crc32(entry.bytes), size = entry.bytes.length;
      var local = new DataView(new ArrayBuffer(30));
      [[0, 0x04034b50, 4], [4, 20, 2], [6, 0x0800, 2], [8, 0, 2], [10, when.time, 2], [12, when.date, 2],
       [14, crc, 4], [18, size, 4], [22, size, 4], [26, name.length, 2], [28, 0, 2]].forEach(function (f) {
        if (f[2] === 4) local.setUint32(f[0], f[1], true); else local.setUint16(f[0], f[1], true);
      });
      var record = new DataView(new ArrayBuffer(46));
      [[0, 0x02014b50, 4], [4, 20, 2], [6, 20, 2], [8, 0x0800, 2], [10, 0, 2], [12, when.time, 2],
       [14, when.date, 2], [16, crc, 4], [20, size, 4], [24, size, 4], [28, name.length, 2], [30, 0, 2],
       [32, 0, 2], [34, 0, 2], [36, 0, 2], [38, 0, 4], [42, offset, 4]].forEach(function (f) {
        if (f[2] === 4) record.setUint32(f[0], f[1], true); else record.setUint16(f[0], f[1], true);
      });
      parts.push(local, name, entry.bytes);
      central.push(record, name);
      offset += 30 + name.length + size;
    });
    var centralSize = central.reduce(function (sum, part) { return sum + part.byteLength; }, 0);
    var end = new DataView(new ArrayBuffer(22));
    [[0, 0x06054b50, 4], [8, entries.length, 2], [10, entries.length, 2], [12, centralSize, 4],
     [16, offset, 4]].forEach(function (f) {
      if (f[2] === 4) end.setUint32(f[0], f[1], true); else end.setUint16(f[0], f[1], true);
    });
    return new Blob(parts.concat(central, [end]), {type: 'application/zip'});
  }

  // A .zip's bytes -> [{name, bytes}]; throws on anything that is not a .zip it can read.
  function readZip(buffer) {
    var view = new DataView(buffer), bytes = new Uint8Array(buffer), decoder = new TextDecoder();
    var end = -1;
    for (var i = buffer.byteLength - 22; i >= Math.max(0, buffer.byteLength - 65557); i--) {
      if (view.getUint32(i, true) === 0x06054b50) { end = i; break; }
    }
    if (end < 0) throw new Error('not a zip');
    var count = view.getUint16(end + 10, true), at = view.getUint32(end + 16, true), found = [];
    for (var n = 0; n < count; n++) {
      if (view.getUint32(at, true) !== 0x02014b50) throw new Error('bad central directory');
      var method = view.getUint16(at + 10, true), size = view.getUint32(at + 20, true);
      var nameLength = view.getUint16(at + 28, true), extra = view.getUint16(at + 30, true);
      var comment = view.getUint16(at + 32, true), local = view.getUint32(at + 42, true);
      var name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
      var start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      found.push({name: name, method: method, data: bytes.subarray(start, start + size)});
      at += 46 + nameLength + extra + comment;
    }
    return Promise.all(found.map(function (entry) {
      if (entry.method === 0) return {name: entry.name, bytes: entry.data};
      if (entry.method !== 8 || typeof DecompressionStream === 'undefined') throw new Error('compression');
      var stream = new Blob([entry.data]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
      return new Response(stream).arrayBuffer().then(function (b) { return {name: entry.name, bytes: new Uint8Array(b)}; });
    }));
  }

  // The drive holding the browser storage (JupyterLite's BrowserStorageDrive) and its storage.
  function storage(app) {
    var contents = app.serviceManager.contents;
    var drive = contents.defaultDrive || contents._defaultDrive;
    if (!drive || !drive.storage) return Promise.reject(new Error('no browser storage'));
    return Promise.resolve(drive.storage);
  }

  function itemBytes(item) {
    if (item.content === null || item.content === undefined) return new Uint8Array(0);
    if (item.format === 'base64') {
      var raw = atob(item.content), out = new Uint8Array(raw.length);
      for (var i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
      return out;
    }
    var text = item.format === 'json' || typeof item.content !== 'string'
      ? JSON.stringify(item.content, null, 1) + '\n' : item.content;
    return new TextEncoder().encode(text);
  }

  function itemFrom(bytes, model, path) {
    var name = path.split('/').pop();
    var item = Object.assign({writable: true}, model, {name: name, path: path, size: bytes.length});
    if (model.type === 'directory') return Object.assign(item, {content: null, size: 0});
    if (model.format === 'base64') {
      var raw = '';
      for (var i = 0; i < bytes.length; i += 0x8000) raw += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
      item.content = btoa(raw);
    } else {
      var text = new TextDecoder().decode(bytes);
      item.content = model.format === 'json' ? JSON.parse(text) : text;
    }
    return item;
  }

  function sameBytes(a, b) {
    if (a.length !== b.length) return false;
    for (var i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }

  function collectWork(app) {
    return storage(app).then(function (store) {
      var items = [];
      return store.iterate(function (item, key) { items.push([key, item]); }).then(function () {
        return items.sort(function (a, b) { return a[0] < b[0] ? -1 : 1; });
      });
    });
  }

  function downloadWork(app) {
    return collectWork(app).then(function (items) {
      if (!items.length) { notify(say('work_nothing', {}), say('work_download', {})); return null; }
      var manifest = {format: 1, files: {}};
      var entries = items.map(function (pair) {
        var item = pair[1];
        manifest.files[pair[0]] = {type: item.type, format: item.format, mimetype: item.mimetype,
                                   created: item.created, last_modified: item.last_modified};
        var date = new Date(item.last_modified || Date.now());
        return item.type === 'directory' ? {name: pair[0] + '/', bytes: new Uint8Array(0), date: date}
          : {name: pair[0], bytes: itemBytes(item), date: date};
      });
      entries.push({name: MANIFEST, bytes: new TextEncoder().encode(JSON.stringify(manifest, null, 1))});
      var link = document.createElement('a');
      link.href = URL.createObjectURL(writeZip(entries));
      link.download = say('work_file', {}) + '-' + new Date().toISOString().slice(0, 10) + '.zip';
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(function () { URL.revokeObjectURL(link.href); }, 60000);
      return link.download;
    });
  }

  // A free name beside ``path``: name-2.ext, name-3.ext... (as `make restore` keeps a copy).
  function besideName(path, taken) {
    var slash = path.lastIndexOf('/'), dot = path.lastIndexOf('.');
    var stem = dot > slash + 1 ? path.slice(0, dot) : path, ext = dot > slash + 1 ? path.slice(dot) : '';
    for (var n = 2; ; n++) {
      var candidate = stem + '-' + n + ext;
      if (!taken.has(candidate)) return candidate;
    }
  }

  // Put the .zip's files back in the browser storage; report what went where.
  function restoreWork(app, buffer) {
    return readZip(buffer).then(function (entries) {
      var manifestEntry = entries.filter(function (e) { return e.name === MANIFEST; })[0];
      if (!manifestEntry) throw new Error('no manifest');
      var manifest = JSON.parse(new TextDecoder().decode(manifestEntry.bytes));
      if (!manifest || manifest.format !== 1 || typeof manifest.files !== 'object') throw new Error('bad manifest');
      var byName = {};
      entries.forEach(function (e) { byName[e.name.replace(/\/$/, '')] = e; });
      var paths = Object.keys(manifest.files).sort();  // a folder before what it holds
      var missing = paths.filter(function (p) { return !byName[p] || p.split('/').indexOf('..') >= 0; });
      if (missing.length || !paths.length) throw new Error('entries missing: ' + missing.join(', '));
      return storage(app).then(function (store) {
        return store.keys().then(function (keys) {
          var taken = new Set(keys), report = {restored: 0, same: 0, kept: []};
          return paths.reduce(function (done, path) {
            return done.then(function () {
              var model = manifest.files[path], bytes = byName[path].bytes;
              var item = itemFrom(bytes, model, path);
              if (!taken.has(path)) {
                taken.add(path);
                report.restored++;
                return store.setItem(path, item);
              }
              return store.getItem(path).then(function (present) {
                if (model.type === 'directory' || sameBytes(itemBytes(present), bytes)) { report.same++; return; }
                var beside = besideName(path, taken);
                taken.add(beside);
                report.kept.push(beside);
                return store.setItem(beside, itemFrom(bytes, model, beside));
              });
            });
          }, Promise.resolve()).then(function () { return report; });
        });
      });
    });
  }

  function uploadWork(app) {
    var input = document.createElement('input');
    input.type = 'file';
    input.accept = '.zip,application/zip';
    input.className = 'bt-lite-work-input';
    input.style.display = 'none';
    document.body.appendChild(input);
    input.addEventListener('change', function () {
      var file = input.files && input.files[0];
      input.remove();
      if (!file) return;
      file.arrayBuffer().then(function (buffer) { return restoreWork(app, buffer); }).then(function (report) {
        var message = say('work_restored', {restored: report.restored, same: report.same});
        if (report.kept.length) message += ' ' + say('work_kept', {names: report.kept.join(', ')});
        notify(message, say('work_upload', {}));
        return app.commands.execute('filebrowser:refresh').catch(function () {});
      }).catch(function (error) {
        console.warn(NAME + ': restoring work', error);
        notify(say('work_bad', {file: file.name}), say('work_upload', {}));
      });
    });
    input.click();
  }

  // The two commands are in the File menu and, as buttons with an icon and a short label, on the file
  // browser's toolbar: JupyterLab builds that toolbar from its settings, where lite/build.py names them
  // (a button added from code would be dropped). The icon is a class (JupyterLab's own icons' pictures):
  // given as an icon, the toolbar would show the icon alone, without the label.
  function addWorkCommands(app, mainMenu) {
    app.commands.addCommand('briscola-teach:download-work', {
      label: function (args) { return say(args.toolbar ? 'work_download_button' : 'work_download', {}); },
      caption: function () { return say('work_download', {}); },
      iconClass: 'jp-DownloadIcon bt-lite-work-button',
      execute: function () {
        return downloadWork(app).catch(function (error) {
          console.warn(NAME + ': downloading work', error);
          notify(say('work_nothing', {}), say('work_download', {}));
        });
      }
    });
    app.commands.addCommand('briscola-teach:upload-work', {
      label: function (args) { return say(args.toolbar ? 'work_upload_button' : 'work_upload', {}); },
      caption: function () { return say('work_upload', {}); },
      iconClass: 'jp-FileUploadIcon bt-lite-work-button',
      execute: function () { uploadWork(app); }
    });
    // The labels are in the language of the lesson in front: said again when another one comes forward.
    if (app.shell.currentChanged) {
      app.shell.currentChanged.connect(function () {
        app.commands.notifyCommandChanged('briscola-teach:download-work');
        app.commands.notifyCommandChanged('briscola-teach:upload-work');
      });
    }
    if (mainMenu && mainMenu.fileMenu) {
      mainMenu.fileMenu.addGroup([{command: 'briscola-teach:download-work'},
                                  {command: 'briscola-teach:upload-work'}], 2);
    }
  }

  // -- a saved copy of a lesson the teacher has since updated ------------------------------

  function stampOf(model) {
    var stamp = model.getMetadata ? model.getMetadata(STAMP) : (model.metadata || {})[STAMP];
    return stamp && stamp.lesson && typeof stamp.lesson.path === 'string' ? stamp.lesson : null;
  }

  function warnIfUpdated(app, panel) {
    panel.context.ready.then(function () {
      var stamp = stampOf(panel.context.model);
      if (!stamp || !LESSONS[stamp.path] || LESSONS[stamp.path] === stamp.version) return;
      var path = panel.context.path, mine = path === stamp.path;
      var note = document.createElement('div');
      note.className = 'bt-lite-updated';
      var line = document.createElement('span');
      line.textContent = say(mine ? 'updated_lesson' : 'updated_copy', {});
      var button = document.createElement('button');
      button.className = 'jp-Button jp-mod-styled jp-mod-accept bt-lite-updated-open';
      button.textContent = say('updated_open', {});
      button.addEventListener('click', function () {
        var keep = mine ? storage(app).then(function (store) {
          return store.keys().then(function (keys) {
            var beside = besideName(path, new Set(keys));
            return (panel.context.model.dirty ? panel.context.save() : Promise.resolve()).then(function () {
              return app.serviceManager.contents.rename(path, beside);
            }).then(function () {
              line.textContent = say('updated_kept', {copy: beside});
              button.remove();
            });
          });
        }) : Promise.resolve();
        keep.then(function () {
          return app.commands.execute('docmanager:open', {path: stamp.path});
        }).catch(function (error) { console.warn(NAME + ': opening the new version', error); });
      });
      note.appendChild(line);
      note.appendChild(button);
      // Above the lesson, in the panel's header area (its layout places it; a bare node would be covered).
      if (panel.contentHeader && shared.widgets) panel.contentHeader.addWidget(new shared.widgets.Widget({node: note}));
      else panel.node.insertBefore(note, panel.content.node);
    });
  }

  // -- the card table alone (the app's notebook, opened from the start page) ------------------

  function isAppPage() {
    return APP_PATH !== null && new URLSearchParams(location.search).get('path') === APP_PATH;
  }

  function runAsApp(app, panel) {
    if (!isAppPage() || panel.context.path !== APP_PATH) return;
    document.body.classList.add('bt-app-mode');
    panel.context.save = function () { return Promise.resolve(); };  // the table is not the student's file
    var query = location.search.replace(/^\?/, '');
    panel.sessionContext.ready.then(function () {
      var kernel = panel.sessionContext.session.kernel;
      var code = "import os; os.environ['QUERY_STRING'] = " + JSON.stringify(query);
      return kernel.requestExecute({code: code, silent: true, store_history: false}).done;
    }).then(function () {
      app.shell.activateById(panel.id);
      return app.commands.execute('notebook:run-all-cells');
    }).then(function () {
      panel.context.model.dirty = false;
    }).catch(function (error) { console.warn(NAME + ': running the table', error); });
  }

  function appStyle() {
    // The main area takes the whole window: its boxes are stretched over the hidden bars (JupyterLab
    // then lays out what they hold to their new size when the window's size is announced).
    return [
      'body.bt-app-mode #jp-main-content-panel { top: 0 !important; left: 0 !important; width: 100% !important;',
      '  height: 100% !important; }',
      'body.bt-app-mode #jp-main-split-panel, body.bt-app-mode #jp-main-split-panel > .lm-Widget {',
      '  left: 0 !important; width: 100% !important; }',
      'body.bt-app-mode #jp-left-stack, body.bt-app-mode #jp-right-stack, body.bt-app-mode .lm-SplitPanel-handle',
      '  { display: none !important; }',
      'body.bt-app-mode #jp-main-content-panel > .jp-SideBar { display: none !important; }',
      'body.bt-app-mode #jp-top-panel, body.bt-app-mode #jp-menu-panel, body.bt-app-mode #jp-bottom-panel,',
      'body.bt-app-mode .jp-NotebookPanel-toolbar, body.bt-app-mode .lm-DockPanel-tabBar,',
      'body.bt-app-mode .jp-Cell-inputWrapper, body.bt-app-mode .jp-InputCollapser,',
      'body.bt-app-mode .jp-OutputPrompt, body.bt-app-mode .jp-OutputCollapser,',
      'body.bt-app-mode .jp-cell-toolbar, body.bt-app-mode .jp-Notebook-footer { display: none !important; }',
      'body.bt-app-mode .jp-Cell:not(.jp-CodeCell) { display: none !important; }',
      // JupyterLab's header area gives a line the height its min-height asks for, no more.
      '.bt-lite-updated { padding: 6px 12px; background: var(--jp-warn-color3); border-bottom: 1px solid var(--jp-warn-color1);',
      '  display: flex; gap: 12px; align-items: center; flex-wrap: wrap; min-height: 84px; box-sizing: border-box;',
      '  overflow-y: auto; font-size: var(--jp-ui-font-size1); }'
    ].join('\n');
  }

  // JupyterLab's own modules, from the share scope every federated extension is given: the
  // main menu's token, the dialogs, and the widget a dialog's text goes in.
  var shared = {};
  var SHARED = {apputils: '@jupyterlab/apputils', mainmenu: '@jupyterlab/mainmenu', widgets: '@lumino/widgets'};

  function newest(versions) {
    return Object.keys(versions).sort(function (a, b) {
      var x = a.split(/[.-]/).map(Number), y = b.split(/[.-]/).map(Number);
      for (var i = 0; i < Math.max(x.length, y.length); i++) {
        if ((x[i] || 0) !== (y[i] || 0)) return (x[i] || 0) - (y[i] || 0);
      }
      return 0;
    }).pop();
  }

  function loadShared(scope) {
    return Promise.all(Object.keys(SHARED).map(function (key) {
      var versions = scope && scope[SHARED[key]];
      if (!versions || !Object.keys(versions).length) return null;
      return Promise.resolve(versions[newest(versions)].get()).then(function (factory) {
        shared[key] = factory();
      }).catch(function (error) { console.warn(NAME + ': ' + SHARED[key], error); });
    }));
  }

  function makePlugin() {
    var optional = [], names = [];
    [['mainmenu', 'IMainMenu']].forEach(function (pair) {
      var module = shared[pair[0]];
      if (module && module[pair[1]]) { optional.push(module[pair[1]]); names.push(pair[1]); }
    });
    return {
      id: NAME + ':plugin',
      description: 'One Python per tab, a clean start per lesson, still pictures, narrow screens, '
        + 'the student\'s work in one file, updated lessons said, the card table alone.',
      autoStart: true,
      optional: optional,
      activate: function (app) {
        var given = {};
        for (var n = 0; n < names.length; n++) given[names[n]] = arguments[n + 1];
        currentApp = app;
        shareOneKernel(app);
        fitNarrowScreens(app);
        addWorkCommands(app, given.IMainMenu);
        if (isAppPage()) {
          document.body.classList.add('bt-app-mode');
          app.restored.then(function () {
            app.shell.mode = 'single-document';
            app.shell.collapseLeft();
            app.shell.collapseRight();
            window.dispatchEvent(new Event('resize'));  // the main area measures the whole window
          });
        }
        // The notebook's factory may be registered after this plugin starts: hook it when it comes.
        var hooked = false;
        function hook() {
          var factory = app.docRegistry.getWidgetFactory('notebook');
          if (hooked || !factory) return;
          hooked = true;
          factory.widgetCreated.connect(function (_, panel) {
            wrapWidgetRenderer(panel);
            cleanStartPerLesson(panel);
            warnIfUpdated(app, panel);
            runAsApp(app, panel);
            panel.disposed.connect(function () { sweep(app); });
          });
        }
        app.docRegistry.changed.connect(hook);
        hook();
      }
    };
  }

  var container = {
    init: function (scope) { return loadShared(scope); },
    get: function (module) {
      if (module !== './extension') return Promise.reject(new Error(NAME + ' has no module ' + module));
      return Promise.resolve(function () { return {__esModule: true, default: [makePlugin()]}; });
    }
  };
  window._JUPYTERLAB = window._JUPYTERLAB || {};
  window._JUPYTERLAB[NAME] = container;
})();
