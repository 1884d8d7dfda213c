from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcSiteCutFillOutput")



@_attrs_define
class CalcSiteCutFillOutput:
    """ The results of calc_site_cut_fill and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            area_sqft (float): Area covered by the grid, square feet.
            cells (int): Grid cells: (rows - 1) x (columns - 1).
            code_reference (str): The excavation, grading and fill section.
            cut_cuyd (float): Volume of cut (existing above proposed), bank cubic yards.
            fill_cuyd (float): Volume of fill (proposed above existing), compacted cubic yards, no shrink or swell applied.
            net_cuyd (float): cut - fill: positive is surplus to export, negative is borrow to import, cubic yards.
            points_unused (int): Points of existing_ft and proposed_ft past the last full row of columns both lists share
                (with fewer than 2 full rows, every point): not used. 0 for a complete grid.
            rows (int): Full rows of grid points used (0 when the lists make fewer than 2).
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    area_sqft: float
    cells: int
    code_reference: str
    cut_cuyd: float
    fill_cuyd: float
    net_cuyd: float
    points_unused: int
    rows: int
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        area_sqft = self.area_sqft

        cells = self.cells

        code_reference = self.code_reference

        cut_cuyd = self.cut_cuyd

        fill_cuyd = self.fill_cuyd

        net_cuyd = self.net_cuyd

        points_unused = self.points_unused

        rows = self.rows

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "area_sqft": area_sqft,
            "cells": cells,
            "code_reference": code_reference,
            "cut_cuyd": cut_cuyd,
            "fill_cuyd": fill_cuyd,
            "net_cuyd": net_cuyd,
            "points_unused": points_unused,
            "rows": rows,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        cells = d.pop("cells")

        code_reference = d.pop("code_reference")

        cut_cuyd = d.pop("cut_cuyd")

        fill_cuyd = d.pop("fill_cuyd")

        net_cuyd = d.pop("net_cuyd")

        points_unused = d.pop("points_unused")

        rows = d.pop("rows")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_site_cut_fill_output = cls(
            area_sqft=area_sqft,
            cells=cells,
            code_reference=code_reference,
            cut_cuyd=cut_cuyd,
            fill_cuyd=fill_cuyd,
            net_cuyd=net_cuyd,
            points_unused=points_unused,
            rows=rows,
            schemas=schemas,
        )


        calc_site_cut_fill_output.additional_properties = d
        return calc_site_cut_fill_output

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
