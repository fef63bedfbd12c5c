#!/usr/bin/env lua
-- Inventory module: a small class with long strings and comments.
--[[ A long comment
     spanning lines; -- inner dashes stay comment
]]
--[==[ A leveled comment that contains ]] and ]=] safely
still inside ]==]
local M = {}
M.__index = M

local TEMPLATE = [[
Item: %s
Count: %d ]] .. "\n"
local LEVELED = [==[
contains ]] and [[ brackets ]=] too
]==]
local escapes = "tab\tquote\" hex\x41 dec\65 utf\u{48} zap\z   continued"
local single = 'it\'s ' .. "a \
newline"

local function clamp(x, lo, hi)
  if x < lo then return lo elseif x > hi then return hi end
  return x
end

function M.new(name, count)
  local self = setmetatable({}, M)
  self.name = name or "unknown"
  self.count = tonumber(count) or 0
  self.tags = { "a", 'b', [[c]], [=[d]=] }
  return self
end

function M:describe()
  local parts = {}
  for i, tag in ipairs(self.tags) do
    parts[#parts + 1] = string.format("%d=%s", i, tag)
  end
  return TEMPLATE:format(self.name, clamp(self.count, 0, 0xFF)) .. table.concat(parts, ", ")
end

local t = { [1] = 1.5e3, [2] = 0x1p4, ["k"] = ~5 // 2, nested = {[ [[x]] ] = true} }
while #t > 0 and t[#t] ~= nil do
  t[#t] = nil -- pop
end

repeat
  local ok, err = pcall(error, { code = 42 })
until ok == false

local usage = "usage: tool [options] \z
               <input> <output>"
local banner = 'v' .. M.version .. '\z   
  '

goto done
::done::
print(M.new("widget", "3"):describe(), _VERSION, nil)
return M
