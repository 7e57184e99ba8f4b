/* QuoteCraft calculator embed: <script src="https://<host>/embed.js" data-company="your-slug" async></script>
   Inserts the company's calculator in an iframe right after this script tag and keeps the
   frame as tall as its content (the calculator posts its height). No cookies, no globals. */
(function () {
  var script = document.currentScript;
  if (!script) return;
  var slug = script.getAttribute("data-company");
  if (!slug) {
    if (window.console)
      console.error('QuoteCraft embed: add data-company="your-slug" to the script tag.');
    return;
  }
  var origin = new URL(script.src, location.href).origin;
  var frame = document.createElement("iframe");
  frame.src = origin + "/calculator?company=" + encodeURIComponent(slug) + "&embed=1";
  frame.title = script.getAttribute("data-title") || "Service estimator";
  frame.loading = "lazy";
  frame.setAttribute("allow", "clipboard-write");
  frame.style.cssText =
    "display:block;width:100%;border:0;min-height:480px;height:720px;color-scheme:normal;";
  script.parentNode.insertBefore(frame, script.nextSibling);
  window.addEventListener("message", function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow || !event.data) return;
    if (event.data.type === "quotecraft:height") {
      var height = Math.ceil(Number(event.data.height));
      if (height > 0 && height < 100000) frame.style.height = height + "px";
    } else if (event.data.type === "quotecraft:reveal") {
      frame.scrollIntoView({ block: "start", behavior: "smooth" });
    }
  });
})();
