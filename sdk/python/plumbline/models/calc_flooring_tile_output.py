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





T = TypeVar("T", bound="CalcFlooringTileOutput")



@_attrs_define
class CalcFlooringTileOutput:
    """ The results of calc_flooring_tile and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            area_with_waste_sqft (float): Area x (1 + waste), ft².
            boxes (int): Boxes to buy: ceil(tiles / tiles_per_box).
            code_reference (str): The tile installation standard (no code section sets tile quantities).
            coverage_purchased_sqft (float): Face area of the tiles bought, ft².
            tile_area_sqft (float): Face area of one tile, ft².
            tiles (int): Tiles needed: ceil(area_with_waste / tile area).
            tiles_purchased (int): Tiles in the boxes bought.
            waste_pct_applied (float): Waste allowance applied for the pattern, percent.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    area_with_waste_sqft: float
    boxes: int
    code_reference: str
    coverage_purchased_sqft: float
    tile_area_sqft: float
    tiles: int
    tiles_purchased: int
    waste_pct_applied: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        area_with_waste_sqft = self.area_with_waste_sqft

        boxes = self.boxes

        code_reference = self.code_reference

        coverage_purchased_sqft = self.coverage_purchased_sqft

        tile_area_sqft = self.tile_area_sqft

        tiles = self.tiles

        tiles_purchased = self.tiles_purchased

        waste_pct_applied = self.waste_pct_applied

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "area_with_waste_sqft": area_with_waste_sqft,
            "boxes": boxes,
            "code_reference": code_reference,
            "coverage_purchased_sqft": coverage_purchased_sqft,
            "tile_area_sqft": tile_area_sqft,
            "tiles": tiles,
            "tiles_purchased": tiles_purchased,
            "waste_pct_applied": waste_pct_applied,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        area_with_waste_sqft = d.pop("area_with_waste_sqft")

        boxes = d.pop("boxes")

        code_reference = d.pop("code_reference")

        coverage_purchased_sqft = d.pop("coverage_purchased_sqft")

        tile_area_sqft = d.pop("tile_area_sqft")

        tiles = d.pop("tiles")

        tiles_purchased = d.pop("tiles_purchased")

        waste_pct_applied = d.pop("waste_pct_applied")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_flooring_tile_output = cls(
            area_with_waste_sqft=area_with_waste_sqft,
            boxes=boxes,
            code_reference=code_reference,
            coverage_purchased_sqft=coverage_purchased_sqft,
            tile_area_sqft=tile_area_sqft,
            tiles=tiles,
            tiles_purchased=tiles_purchased,
            waste_pct_applied=waste_pct_applied,
            schemas=schemas,
        )


        calc_flooring_tile_output.additional_properties = d
        return calc_flooring_tile_output

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
