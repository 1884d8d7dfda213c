from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_drywall_screws_input_board_thickness import CalcDrywallScrewsInputBoardThickness
from ..models.calc_drywall_screws_input_ceiling_orientation import CalcDrywallScrewsInputCeilingOrientation
from ..models.calc_drywall_screws_input_sheet_size import CalcDrywallScrewsInputSheetSize
from ..models.calc_drywall_screws_input_wall_orientation import CalcDrywallScrewsInputWallOrientation
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcDrywallScrewsInput")



@_attrs_define
class CalcDrywallScrewsInput:
    """ 
        Attributes:
            screws_per_lb (float): Screws per pound of the screw you buy, from its box (for example a 1 lb box's count).
                Required: no manufacturer figure is built in.
            board_thickness (CalcDrywallScrewsInputBoardThickness | Unset): Nominal board thickness, inches: 3/8, 1/2 or
                5/8. Default: CalcDrywallScrewsInputBoardThickness.VALUE_1.
            ceiling_area_sqft (float | Unset): Ceiling board area, square feet. Default: 0.0.
            ceiling_framing_spacing_in (int | Unset): Joist or truss spacing, inches on center. Default: 16.
            ceiling_orientation (CalcDrywallScrewsInputCeilingOrientation | Unset): Ceiling panels hung perpendicular or
                parallel to the joists. Default: CalcDrywallScrewsInputCeilingOrientation.PERPENDICULAR.
            sheet_size (CalcDrywallScrewsInputSheetSize | Unset): Panel size, feet (width x length). Default:
                CalcDrywallScrewsInputSheetSize.VALUE_0.
            wall_area_sqft (float | Unset): Wall board area, square feet. Default: 0.0.
            wall_framing_spacing_in (int | Unset): Stud spacing, inches on center. Default: 16.
            wall_orientation (CalcDrywallScrewsInputWallOrientation | Unset): Wall panels hung horizontally (across the
                studs) or vertically (along them). Default: CalcDrywallScrewsInputWallOrientation.HORIZONTAL.
            waste_pct (float | Unset): Allowance for dropped and stripped screws, percent. Default: 0.0.
     """

    screws_per_lb: float
    board_thickness: CalcDrywallScrewsInputBoardThickness | Unset = CalcDrywallScrewsInputBoardThickness.VALUE_1
    ceiling_area_sqft: float | Unset = 0.0
    ceiling_framing_spacing_in: int | Unset = 16
    ceiling_orientation: CalcDrywallScrewsInputCeilingOrientation | Unset = CalcDrywallScrewsInputCeilingOrientation.PERPENDICULAR
    sheet_size: CalcDrywallScrewsInputSheetSize | Unset = CalcDrywallScrewsInputSheetSize.VALUE_0
    wall_area_sqft: float | Unset = 0.0
    wall_framing_spacing_in: int | Unset = 16
    wall_orientation: CalcDrywallScrewsInputWallOrientation | Unset = CalcDrywallScrewsInputWallOrientation.HORIZONTAL
    waste_pct: float | Unset = 0.0





    def to_dict(self) -> dict[str, Any]:
        screws_per_lb = self.screws_per_lb

        board_thickness: str | Unset = UNSET
        if not isinstance(self.board_thickness, Unset):
            board_thickness = self.board_thickness.value


        ceiling_area_sqft = self.ceiling_area_sqft

        ceiling_framing_spacing_in = self.ceiling_framing_spacing_in

        ceiling_orientation: str | Unset = UNSET
        if not isinstance(self.ceiling_orientation, Unset):
            ceiling_orientation = self.ceiling_orientation.value


        sheet_size: str | Unset = UNSET
        if not isinstance(self.sheet_size, Unset):
            sheet_size = self.sheet_size.value


        wall_area_sqft = self.wall_area_sqft

        wall_framing_spacing_in = self.wall_framing_spacing_in

        wall_orientation: str | Unset = UNSET
        if not isinstance(self.wall_orientation, Unset):
            wall_orientation = self.wall_orientation.value


        waste_pct = self.waste_pct


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "screws_per_lb": screws_per_lb,
        })
        if board_thickness is not UNSET:
            field_dict["board_thickness"] = board_thickness
        if ceiling_area_sqft is not UNSET:
            field_dict["ceiling_area_sqft"] = ceiling_area_sqft
        if ceiling_framing_spacing_in is not UNSET:
            field_dict["ceiling_framing_spacing_in"] = ceiling_framing_spacing_in
        if ceiling_orientation is not UNSET:
            field_dict["ceiling_orientation"] = ceiling_orientation
        if sheet_size is not UNSET:
            field_dict["sheet_size"] = sheet_size
        if wall_area_sqft is not UNSET:
            field_dict["wall_area_sqft"] = wall_area_sqft
        if wall_framing_spacing_in is not UNSET:
            field_dict["wall_framing_spacing_in"] = wall_framing_spacing_in
        if wall_orientation is not UNSET:
            field_dict["wall_orientation"] = wall_orientation
        if waste_pct is not UNSET:
            field_dict["waste_pct"] = waste_pct

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        screws_per_lb = d.pop("screws_per_lb")

        _board_thickness = d.pop("board_thickness", UNSET)
        board_thickness: CalcDrywallScrewsInputBoardThickness | Unset
        if isinstance(_board_thickness,  Unset):
            board_thickness = UNSET
        else:
            board_thickness = CalcDrywallScrewsInputBoardThickness(_board_thickness)




        ceiling_area_sqft = d.pop("ceiling_area_sqft", UNSET)

        ceiling_framing_spacing_in = d.pop("ceiling_framing_spacing_in", UNSET)

        _ceiling_orientation = d.pop("ceiling_orientation", UNSET)
        ceiling_orientation: CalcDrywallScrewsInputCeilingOrientation | Unset
        if isinstance(_ceiling_orientation,  Unset):
            ceiling_orientation = UNSET
        else:
            ceiling_orientation = CalcDrywallScrewsInputCeilingOrientation(_ceiling_orientation)




        _sheet_size = d.pop("sheet_size", UNSET)
        sheet_size: CalcDrywallScrewsInputSheetSize | Unset
        if isinstance(_sheet_size,  Unset):
            sheet_size = UNSET
        else:
            sheet_size = CalcDrywallScrewsInputSheetSize(_sheet_size)




        wall_area_sqft = d.pop("wall_area_sqft", UNSET)

        wall_framing_spacing_in = d.pop("wall_framing_spacing_in", UNSET)

        _wall_orientation = d.pop("wall_orientation", UNSET)
        wall_orientation: CalcDrywallScrewsInputWallOrientation | Unset
        if isinstance(_wall_orientation,  Unset):
            wall_orientation = UNSET
        else:
            wall_orientation = CalcDrywallScrewsInputWallOrientation(_wall_orientation)




        waste_pct = d.pop("waste_pct", UNSET)

        calc_drywall_screws_input = cls(
            screws_per_lb=screws_per_lb,
            board_thickness=board_thickness,
            ceiling_area_sqft=ceiling_area_sqft,
            ceiling_framing_spacing_in=ceiling_framing_spacing_in,
            ceiling_orientation=ceiling_orientation,
            sheet_size=sheet_size,
            wall_area_sqft=wall_area_sqft,
            wall_framing_spacing_in=wall_framing_spacing_in,
            wall_orientation=wall_orientation,
            waste_pct=waste_pct,
        )

        return calc_drywall_screws_input

