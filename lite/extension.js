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
//   inside their cell instead of overflowing sideways.
(function () {
  'use strict';
  var NAME = 'briscola-teach-lite';
  var TEXTS = __TEXTS__;
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
      '@media (max-width: ' + (NARROW - 1) + 'px) { .jp-OutputArea-output { max-width: 100%; overflow-x: auto; } }'
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
      if (!touched && window.innerWidth < NARROW && !app.shell.leftCollapsed) app.shell.collapseLeft();
    }
    app.shell.layoutModified.connect(keepClosed);
    app.restored.then(keepClosed);
  }

  var plugin = {
    id: NAME + ':plugin',
    description: 'One Python per tab, a clean start per lesson, still pictures, narrow screens.',
    autoStart: true,
    activate: function (app) {
      shareOneKernel(app);
      fitNarrowScreens(app);
      // The notebook's factory may be registered after this plugin starts: hook it when it comes.
      var hooked = false;
      function hook() {
        var factory = app.docRegistry.getWidgetFactory('notebook');
        if (hooked || !factory) return;
        hooked = true;
        factory.widgetCreated.connect(function (_, panel) {
          wrapWidgetRenderer(panel);
          cleanStartPerLesson(panel);
          panel.disposed.connect(function () { sweep(app); });
        });
      }
      app.docRegistry.changed.connect(hook);
      hook();
    }
  };

  var container = {
    init: function () { return Promise.resolve(); },
    get: function (module) {
      if (module !== './extension') return Promise.reject(new Error(NAME + ' has no module ' + module));
      return Promise.resolve(function () { return {__esModule: true, default: [plugin]}; });
    }
  };
  window._JUPYTERLAB = window._JUPYTERLAB || {};
  window._JUPYTERLAB[NAME] = container;
})();
