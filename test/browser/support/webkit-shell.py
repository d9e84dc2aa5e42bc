#!/usr/bin/python3
# A WebKitGTK browser for the browser suite, started by WebKitWebDriver (`--automation`) as MiniBrowser would be,
# but with no toolbar (so a 390 px window is a 390 px viewport) and with every console message written to stdout,
# where the suite reads them (WebDriver itself gives no console log). `--no-javascript` opens pages as a visitor with
# JavaScript turned off sees them.
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

if "--automation" not in sys.argv:
    sys.exit("webkit-shell.py runs only under WebKitWebDriver (--automation)")

context = WebKit2.WebContext.get_default()
context.set_automation_allowed(True)
windows = []


def create_web_view(_session):
    view = WebKit2.WebView(web_context=context, is_controlled_by_automation=True)
    settings = view.get_settings()
    settings.set_enable_write_console_messages_to_stdout(True)
    settings.set_enable_developer_extras(False)
    # A visitor with JavaScript turned off: the page's scripts do not run; the driver's own still do.
    settings.set_enable_javascript_markup("--no-javascript" not in sys.argv)
    window = Gtk.Window()
    window.set_default_size(1024, 768)
    window.add(view)
    window.connect("destroy", lambda w: windows.remove(w) if w in windows else None)
    view.connect("close", lambda v: window.destroy())
    window.show_all()
    windows.append(window)
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("webkit-shell")
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect("create-web-view", create_web_view)


context.connect("automation-started", automation_started)
Gtk.main()
