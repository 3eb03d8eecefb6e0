/* global window, document, URL, setTimeout */
/*
 * A stand-in for https://apis.google.com/js/api.js, which cannot be reached offline. The Firebase Auth
 * SDK (in the app page) and the Auth emulator's helper iframe both talk through `gapi.iframes`; this
 * implements the part of it they use — open an iframe, ping it, register handlers and send messages
 * with replies — over window.postMessage, so the real popup sign-in flow runs against the emulator.
 * Served by the browser tests in place of the real script (tests/browser/browser.ts).
 */
(function () {
  'use strict';
  if (window.gapi && window.gapi.iframes && window.gapi.iframes.Iframe) return;
  var TAG = '__gapiShim';
  var channels = [];
  var replies = {};
  var nextId = 1;

  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.queued = [];
    this.ready = false;
    this.onReady = [];
    channels.push(this);
  }
  Channel.prototype.post = function (message) {
    message[TAG] = true;
    this.target.postMessage(message, '*');
  };
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var waiting = this.queued.filter(function (call) {
      return call.name === name;
    });
    this.queued = this.queued.filter(function (call) {
      return call.name !== name;
    });
    for (var i = 0; i < waiting.length; i++) this.answer(waiting[i]);
  };
  Channel.prototype.answer = function (call) {
    var result;
    try {
      result = this.handlers[call.name](call.data);
    } catch (error) {
      result = { status: 'ERROR', error: String(error) };
    }
    this.post({ kind: 'reply', id: call.id, result: [result] });
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = String(nextId++);
    if (typeof callback === 'function') replies[id] = callback;
    this.post({ kind: 'call', id: id, name: name, data: data });
  };
  Channel.prototype.ping = function (callback) {
    return new Promise((resolve) => {
      var done = function () {
        if (typeof callback === 'function') callback();
        resolve();
      };
      if (this.ready) done();
      else this.onReady.push(done);
    });
  };
  Channel.prototype.restyle = function () {
    return Promise.resolve();
  };

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message[TAG] !== true) return;
    var channel = null;
    for (var i = 0; i < channels.length; i++) if (channels[i].target === event.source) channel = channels[i];
    if (channel === null) return;
    if (message.kind === 'ready') {
      channel.ready = true;
      var callbacks = channel.onReady.splice(0);
      for (var j = 0; j < callbacks.length; j++) callbacks[j]();
    } else if (message.kind === 'call') {
      if (channel.handlers[message.name]) channel.answer(message);
      else channel.queued.push(message);
    } else if (message.kind === 'reply') {
      var reply = replies[message.id];
      delete replies[message.id];
      if (reply) {
        try {
          reply(message.result);
        } catch {
          // The SDK throws after a successful storage check by design; nothing to do here.
        }
      }
    }
  });

  var parent = null;
  var context = {
    open: function (options, beforeOpen) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      if (attributes.style) for (var key in attributes.style) frame.style[key] = attributes.style[key];
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      var channel = new Channel(frame.contentWindow);
      return Promise.resolve(beforeOpen ? beforeOpen(channel) : channel);
    },
    getParentIframe: function () {
      if (parent === null) {
        parent = new Channel(window.parent);
        parent.ready = true;
        parent.post({ kind: 'ready' });
      }
      return parent;
    },
  };

  window.gapi = {
    load: function (_name, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () {
        if (callback) callback();
      }, 0);
    },
    iframes: {
      Iframe: Channel,
      CROSS_ORIGIN_IFRAMES_FILTER: function () {
        return true;
      },
      getContext: function () {
        return context;
      },
    },
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
