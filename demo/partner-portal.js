// The partner's own portal script, written with jQuery (demo/vendor/jquery.min.js,
// a pinned copy in the repository, no CDN): another
// framework's runtime on the same page as the yaopi widgets, as many partner
// portals have. It owns `$` and `jQuery`, binds delegated handlers on the whole
// document and animates its own markup; the widgets must look and behave the
// same as on a page without it (tests/e2e/hostile-host.spec.ts).
/* global jQuery */
jQuery(($) => {
  $('.partner-band .inner').append($('<p class="partner-runtime">').text(`门户脚本：jQuery ${$.fn.jquery}`));

  // 内部公告: each card's title folds its body away.
  $('.partner-card h3')
    .attr({ role: 'button', tabindex: '0', 'aria-expanded': 'true' })
    .on('click keydown', function toggle(event) {
      if (event.type === 'keydown' && event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      const title = $(this);
      const open = title.attr('aria-expanded') === 'true';
      title.attr('aria-expanded', String(!open)).nextAll().slideToggle(200);
    });

  // The portal's global habits: delegated handlers on the whole document.
  // In-page links scroll smoothly…
  $(document).on('click', 'a[href^="#"]', function scrollTo(event) {
    const target = $($(this).attr('href'));
    if (!target.length) return;
    event.preventDefault();
    $('html, body').animate({ scrollTop: target.offset().top - 12 }, 200);
  });
  // …and Esc unfolds every card again.
  $(document).on('keydown', (event) => {
    if (event.key === 'Escape') $('.partner-card h3[aria-expanded="false"]').trigger('click');
  });
});
