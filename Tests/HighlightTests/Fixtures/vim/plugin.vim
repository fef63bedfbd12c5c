" trim.vim: strip trailing blanks on write
" Maintainer: nobody
if exists('g:loaded_trim') || &compatible
  finish
endif
let g:loaded_trim = 1

let s:defaults = {
      \ 'enabled': v:true,
      \ 'pattern': '\s\+$',
      \ 'message': "Trimmed \"%d\" lines\n",
      \ }

let s:help =<< trim END
  Trim trailing blanks when a buffer is written.
  Lines "like this" are text, not code: let x = 1
END

let s:raw =<< EOS
    kept exactly, indentation too
EOS

function! s:Trim(...) abort range
  if !get(g:, 'trim_enabled', s:defaults.enabled)
    return 0
  endif
  let l:view = winsaveview()
  let l:count = 0
  for lnum in range(a:firstline, a:lastline)
    let l:line = getline(lnum)
    if l:line =~# s:defaults.pattern
      call setline(lnum, substitute(l:line, s:defaults.pattern, '', ''))
      let l:count += 1
    endif
  endfor
  call winrestview(l:view)
  echomsg printf(s:defaults.message, l:count) " report how many
  return l:count
endfunction

augroup trim
  autocmd!
  autocmd BufWritePre * call s:Trim()
augroup END

nnoremap <silent> <leader>t :call <SID>Trim()<CR>
set shiftwidth=2 tabstop=8 " comment after a setting
let &l:textwidth = 79
echo $HOME . 'isn''t' . plugin#util#Name()
